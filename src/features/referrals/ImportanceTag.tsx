import { Tag } from 'antd';
import { isImportance } from '../../api/importance';
import { IMPORTANCE_COLOURS } from './importance';

/** Hot, Medium and Low told apart at a glance: a coloured tag that also says the word. */
export function ImportanceTag({ importance }: { importance: string }) {
  const color = isImportance(importance) ? IMPORTANCE_COLOURS[importance] : undefined;
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {importance}
    </Tag>
  );
}
