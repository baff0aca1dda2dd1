import { Tag } from 'antd';
import type { Importance } from '../api/endpoints/referrals';
import { isImportance } from '../api/importance';

/** Tag colours; the word is always shown too, so colour is never the only cue. */
const IMPORTANCE_COLOURS: Record<Importance, string> = { Hot: 'red', Medium: 'orange', Low: 'blue' };

const TAG_STYLE = { marginInlineEnd: 0 };

/**
 * Hot, Medium and Low told apart at a glance: a coloured tag that also says the word. Shared: the
 * referral screens show it, and so does a record's history (an importance changed, old → new).
 */
export function ImportanceTag({ importance }: { importance: string }) {
  return (
    <Tag color={isImportance(importance) ? IMPORTANCE_COLOURS[importance] : undefined} style={TAG_STYLE}>
      {importance}
    </Tag>
  );
}
