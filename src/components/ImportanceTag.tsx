import { isImportance } from '../api/importance';
import { CSS_VAR_KEY } from '../lib/cssVarKey';
import { IMPORTANCE_COLOURS } from './importanceColours';

const TAG_STYLE = { marginInlineEnd: 0 };

/**
 * Hot, Medium and Low told apart at a glance: a coloured tag that also says the word. Shared: the
 * referral screens show it, and so does a record's history (an importance changed, old → new).
 *
 * Drawn as antd's Tag draws itself (its element and classes, styled by antd's stylesheet), not by
 * the component: a list's search redraws 20 of them per keystroke, and antd's Tag (its theme
 * token, closable and class-merging hooks) took a tenth of a keystroke's time on 10,000 referrals.
 * `app/antdLookalikes.test.tsx` fails when antd's Tag draws something else.
 */
export function ImportanceTag({ importance }: { importance: string }) {
  const color = isImportance(importance) ? IMPORTANCE_COLOURS[importance] : undefined;
  const className = color
    ? `ant-tag ant-tag-filled ant-tag-${color} ${CSS_VAR_KEY}`
    : `ant-tag ant-tag-filled ${CSS_VAR_KEY}`;
  return (
    <span className={className} style={TAG_STYLE}>
      {importance}
    </span>
  );
}
