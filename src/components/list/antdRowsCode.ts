import { lateCode } from '../lateCode';

/**
 * antd's Table, asked for once a list has painted its first rows, not before: on a cold load its
 * code and its first render were a third of the time to a list's first rows at 4× CPU, which the
 * look-alike (RowsLookalike) draws without it.
 */
export const antdRows = lateCode(() => import('./AntdRowsTable').then((module) => module.default));
