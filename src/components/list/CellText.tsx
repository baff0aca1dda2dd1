import type { ReactNode } from 'react';

/** One line, cut with an ellipsis: a word is never broken across lines. */
const ONE_LINE = {
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * A few lines, wrapped only between words (a word longer than the line is cut, never broken),
 * then an ellipsis: a card's title, a log message read on a phone.
 */
const someLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
    overflowWrap: 'normal',
    wordBreak: 'normal',
    whiteSpace: 'normal',
  }) as const;

/** The attributes CutTextHints reads: the whole text, and whether focus reaches it through a child. */
export const CELL_TEXT = 'data-cell-text';
export const CELL_INTERACTIVE = 'data-cell-interactive';

type CellTextProps = {
  /** The whole text, shown on hover and focus when the line cuts it. */
  text: string | undefined;
  children: ReactNode;
  /**
   * The cell holds a link or a button: focus reaches the text through it. A cell of plain text
   * that is cut takes focus itself, so a keyboard reaches its whole text too.
   */
  interactive?: boolean;
  /** How many lines the text may take, wrapped between words; one by default. */
  lines?: number;
  /** Takes the height of all its lines, however short the text: rows of a table stay one height. */
  even?: boolean;
};

/**
 * A cell's content on one line (or so many): a long text ends with an ellipsis. Its whole text
 * shows on hover and on keyboard focus through the list's one CutTextHints, which measures a cell
 * only when it is pointed at or focused: a page of rows mounts no tooltip and measures nothing
 * (a tooltip and a resize observer per cell cost a third of a list's first rows on a slow phone).
 */
export function CellText({ text, children, interactive = false, lines = 1, even = false }: CellTextProps) {
  const style = lines > 1 ? { ...someLines(lines), ...(even ? { minHeight: `${lines}lh` } : {}) } : ONE_LINE;
  return (
    <span style={style} {...{ [CELL_TEXT]: text ?? '', [CELL_INTERACTIVE]: interactive ? '' : undefined }}>
      {children}
    </span>
  );
}
