import { Tooltip } from 'antd';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { CELL_INTERACTIVE, CELL_TEXT } from './CellText';

/** Whether the element's content is wider (or taller) than its box: the line cuts it. */
function isCut(element: Element): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}

type Hint = { text: string; left: number; top: number; width: number; height: number };

function cellTextOf(target: EventTarget | null, within: HTMLElement): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const cell = target.closest(`[${CELL_TEXT}]`);
  return cell instanceof HTMLElement && within.contains(cell) ? cell : null;
}

/**
 * Gives every cut plain-text cell inside the box a place in the tab order, and takes it from one
 * the line no longer cuts: one pass over the cells, once the rows are drawn and whenever the box
 * resizes (a column wider, a window narrower).
 */
function useCutCellsFocusable(box: RefObject<HTMLDivElement | null>, rows: unknown): void {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let frame = 0;
    const mark = () => {
      frame = 0;
      const cells = element.querySelectorAll<HTMLElement>(`[${CELL_TEXT}]:not([${CELL_INTERACTIVE}])`);
      // All reads first, then all writes: one layout for the whole page of rows.
      const cut = Array.from(cells, isCut);
      cells.forEach((cell, index) => {
        if (cut[index]) cell.tabIndex = 0;
        else cell.removeAttribute('tabindex');
      });
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(mark);
    };
    later();
    if (typeof ResizeObserver === 'undefined') return () => cancelAnimationFrame(frame);
    const observer = new ResizeObserver(later);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [box, rows]);
}

type CutTextHintsProps = {
  children: ReactNode;
  /** Changes when other rows are drawn: the cells are looked at again. */
  rows: unknown;
};

/**
 * The whole text of a cut cell (CellText), on hover and on keyboard focus: one tooltip for the
 * whole list, placed over the cell pointed at or focused, rather than one per cell.
 */
export function CutTextHints({ children, rows }: CutTextHintsProps) {
  const box = useRef<HTMLDivElement>(null);
  const [hint, setHint] = useState<Hint | null>(null);
  // Other rows drawn: the cell the hint pointed at may be gone.
  const [shownRows, setShownRows] = useState(rows);
  if (shownRows !== rows) {
    setShownRows(rows);
    setHint(null);
  }
  useCutCellsFocusable(box, rows);

  type Moved = PointerEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>;
  const show = (event: Moved) => {
    const within = box.current;
    const cell = within && cellTextOf(event.target, within);
    if (!cell || !isCut(cell)) return;
    const rect = cell.getBoundingClientRect();
    const text = cell.getAttribute(CELL_TEXT) ?? '';
    if (text === '') return;
    setHint({ text, left: rect.left, top: rect.top, width: rect.width, height: rect.height });
  };
  const hide = (event: Moved) => {
    const within = box.current;
    if (!within) return;
    const from = cellTextOf(event.target, within);
    if (from && from !== cellTextOf(event.relatedTarget, within)) setHint(null);
  };

  return (
    <div ref={box} onPointerOver={show} onPointerOut={hide} onFocus={show} onBlur={hide}>
      {children}
      {hint && (
        <Tooltip title={hint.text} open placement="topLeft">
          {/* The cell's box: where the tooltip points. */}
          <span
            aria-hidden
            style={{
              position: 'fixed',
              left: hint.left,
              top: hint.top,
              width: hint.width,
              height: hint.height,
              pointerEvents: 'none',
            }}
          />
        </Tooltip>
      )}
    </div>
  );
}
