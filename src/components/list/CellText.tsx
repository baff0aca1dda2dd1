import { Tooltip } from 'antd';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

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

/** Whether the element's content is wider than its box, measured again whenever the box resizes. */
function useCut() {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setCut(
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      );
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, cut };
}

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
};

/**
 * A cell's content on one line: a long text ends with an ellipsis, and its whole text shows in a
 * tooltip on hover and on keyboard focus.
 */
export function CellText({ text, children, interactive = false, lines = 1 }: CellTextProps) {
  const { ref, cut } = useCut();
  const line = (
    <span
      ref={ref}
      style={lines > 1 ? someLines(lines) : ONE_LINE}
      tabIndex={cut && !interactive ? 0 : undefined}
    >
      {children}
    </span>
  );
  // Always inside the tooltip, so the measured element is never replaced; it has a title only when cut.
  return (
    <Tooltip title={cut ? text : undefined} trigger={['hover', 'focus']} placement="topLeft">
      {line}
    </Tooltip>
  );
}
