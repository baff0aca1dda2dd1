/**
 * The keystroke rows' search text, chosen from the rows a list shows rather than fixed: a fixed
 * character can match every row on some days (`7` on the 27th, when every newest log entry shows
 * that date), and a keystroke that changes no row measures nothing. Pure, so that jest runs it
 * with faked dates (searchText.test.ts).
 */

/** What an admin types into a search box, tried in this order: digits, then letters. */
const CANDIDATES = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * One character that, on every page given, some of the shown rows contain and some do not, so
 * typing it keeps at least one of them and drops at least one: the rows shown change whatever the
 * date. Several pages (the console's list and the floor's table of the same data, which show it
 * differently) get one text, so both sides of a comparison do the same search. Of those
 * characters, the one that keeps nearest half of each page (a search that neither empties a page
 * nor leaves it almost whole); the earlier candidate on a tie. `undefined` when no character
 * tells the rows of every page apart (a page of fewer than two rows, or of rows alike in every
 * character).
 *
 * Each page is its rows' texts as the page shows them; the search ignores case.
 */
export function chooseSearchText(...pages: readonly (readonly string[])[]): string | undefined {
  const lowered = pages.map((rows) => rows.map((row) => row.toLocaleLowerCase()));
  let best: { text: string; distance: number } | undefined;
  for (const candidate of CANDIDATES) {
    let distance = 0;
    for (const texts of lowered) {
      const kept = texts.filter((text) => text.includes(candidate)).length;
      if (kept === 0 || kept === texts.length) {
        distance = Number.POSITIVE_INFINITY;
        break;
      }
      distance += Math.abs(kept / texts.length - 0.5);
    }
    if (lowered.length > 0 && distance < (best?.distance ?? Number.POSITIVE_INFINITY))
      best = { text: candidate, distance };
  }
  return best?.text;
}
