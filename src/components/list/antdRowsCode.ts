import { loadLater } from '../../speed/loadLater';

/**
 * antd's Table, asked for once a list has painted its first rows, not before: on a cold load its
 * code and its first render would be a large share of the time to a list's first rows, which the
 * look-alike (RowsLookalike) draws without it (docs/decisions/025-list-lookalikes.md).
 */
export const antdRows = loadLater(() => import('./AntdRowsTable').then((module) => module.default));
