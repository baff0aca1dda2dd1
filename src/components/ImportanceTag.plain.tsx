import { Tag } from 'antd';
import { isImportance } from '../api/importance';
import { IMPORTANCE_COLOURS } from './importanceColours';

/** The plain build (src/speed/README.md): antd's Tag itself, not its look-alike. */
export const ImportanceTag: typeof import('./ImportanceTag').ImportanceTag = ({ importance }) => (
  <Tag
    color={isImportance(importance) ? IMPORTANCE_COLOURS[importance] : undefined}
    style={{ marginInlineEnd: 0 }}
  >
    {importance}
  </Tag>
);
