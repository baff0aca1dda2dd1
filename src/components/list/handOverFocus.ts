/**
 * Where the keyboard focus is in a list's rows: the row (its key, or the header) and the cell by
 * position, and the control inside the cell. antd's Table draws its rows anew in place of the
 * look-alike's (the DOM is replaced, not adopted); the same place in its markup is the same control.
 */
export type FocusPlace = { row: string | null; cell: number; control: number };

const CONTROLS = 'a[href], button, input, [tabindex]:not([tabindex="-1"])';

/** The focused control's place inside `box`, or null when the focus is elsewhere. */
export function focusPlace(box: HTMLElement | null): FocusPlace | null {
  const active = document.activeElement;
  if (!box || !(active instanceof HTMLElement) || !box.contains(active)) return null;
  const cell = active.closest('th, td');
  const row = cell?.parentElement;
  if (!cell || !row || !box.contains(row)) return null;
  return {
    row: row.getAttribute('data-row-key'),
    cell: [...row.children].indexOf(cell),
    control: cell === active ? -1 : [...cell.querySelectorAll(CONTROLS)].indexOf(active),
  };
}

/** Focuses the control at `place` inside `box`, when there is one. */
export function focusAt(box: HTMLElement | null, place: FocusPlace): void {
  const rows = box ? [...box.querySelectorAll('tr')] : [];
  const row = rows.find((candidate) =>
    place.row === null
      ? candidate.closest('thead') !== null
      : candidate.getAttribute('data-row-key') === place.row,
  );
  const cell = row?.children[place.cell];
  const target = place.control === -1 ? cell : cell?.querySelectorAll(CONTROLS)[place.control];
  if (target instanceof HTMLElement) target.focus();
}
