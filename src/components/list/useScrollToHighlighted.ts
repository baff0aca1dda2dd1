import { useEffect, useRef, type RefObject } from 'react';

/**
 * The row of the record just created (marked `aria-current` in the table or the cards) is brought
 * into view once it is drawn: on the page the list opened at (page 2, or far down a long page),
 * not only marked.
 */
export function useScrollToHighlighted(
  container: RefObject<HTMLElement | null>,
  highlightedId: string | number | undefined,
) {
  const scrolledTo = useRef<string | number | undefined>(undefined);
  useEffect(() => {
    if (highlightedId === undefined || scrolledTo.current === highlightedId) return;
    const row = container.current?.querySelector('[aria-current="true"]');
    if (!row) return;
    // After the frame that lays it out: the columns and the page above it have their sizes then.
    const frame = requestAnimationFrame(() => {
      scrolledTo.current = highlightedId;
      row.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  });
}
