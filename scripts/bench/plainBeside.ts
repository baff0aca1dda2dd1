/**
 * The `plain` part: rows of the other parts measured on the tuned build and on the plain build
 * (scripts/build/tricks.ts) in the same run, each round loading the tuned page, the plain page and
 * the floor's in rotating order, with the other parts' own measures. Two servers per database
 * serve the two builds, so both read the same data. The table is scripts/bench/machinery.ts's.
 */
import type { Browser } from 'playwright-core';
import { coldLoad, READY, type Bookmark } from './bookmarks';
import { gzipSize } from './bytes';
import { CPU_SLOWDOWN, measureColdLoad, type ColdLoad } from './coldLoad';
import { beforeTiles, dashboardTimeline } from './console';
import { floorListOf, keystrokes, searchTextFor, type ListPage, type SignedInContext } from './lists';
import { orderOf, recordBytesGain, recordGain, recordGainUnmeasured, type Side } from './machinery';
import { ms } from './report';

/** One backend's address for each build. */
export type BuildUrls = { tuned: string; plain: string };

/** What each build serves: its site's folder (for the served files' sizes) and its chart's scripts. */
export type BuiltSite = { root: string; chart: Set<string> };

export type PlainSetup = {
  /** The reference server, large seed. */
  reference: BuildUrls;
  /** The spec-only backend on the same data. */
  specOnly: BuildUrls;
  /** The reference server on the huge seed. */
  huge: BuildUrls;
  sites: Record<'tuned' | 'plain', BuiltSite>;
  lists: { name: string; page: ListPage }[];
  /** The bookmarked pages on the huge seed, paged by the server. */
  bookmarks: Bookmark[];
  signedInAt: (url: string) => SignedInContext;
};

/** Rounds of each timed row: each loads three pages, so fewer than the parts that load two. */
const ROUNDS = 5;
/** Rounds of the keystroke rows, each opening the list on every side and typing KEYSTROKES in it. */
const KEYSTROKE_ROUNDS = 3;
const KEYSTROKES = 4;

/** This part's rounds, for the table's caption. */
export const PLAIN_SETTINGS = `${ROUNDS} rounds per timed row; the keystrokes in ${KEYSTROKE_ROUNDS} rounds of ${KEYSTROKES} per side.`;

/** Runs `measure` for every side in every round, in the rounds' rotating order. */
async function interleaved<T>(
  rounds: number,
  measure: (side: Side) => Promise<T>,
): Promise<Record<Side, T[]>> {
  const samples: Record<Side, T[]> = { tuned: [], plain: [], floor: [] };
  for (let round = 0; round < rounds; round++)
    for (const side of orderOf(round)) samples[side].push(await measure(side));
  return samples;
}

const bytesOf = (root: string, scripts: readonly string[]) =>
  scripts.reduce((total, script) => total + gzipSize(root, script), 0);

async function signInPage(browser: Browser, setup: PlainSetup): Promise<void> {
  const url = { ...setup.reference, floor: `${setup.reference.tuned}/floor/login.html` };
  const loads = await interleaved<ColdLoad>(ROUNDS, (side) =>
    measureColdLoad(browser, side === 'floor' ? url.floor : `${url[side]}/login`),
  );
  const label = `cold load, CPU ${CPU_SLOWDOWN}× slower`;
  const of = (pick: (load: ColdLoad) => number) => ({
    tuned: loads.tuned.map(pick),
    plain: loads.plain.map(pick),
    floor: loads.floor.map(pick),
  });
  recordGain(
    `/login: form usable (${label}), against the floor`,
    of((load) => load.usableMs),
    ms,
  );
  recordGain(
    `/login: blocking time until quiet (${label}), against the floor`,
    of((load) => load.blockingMs),
    ms,
  );
  recordBytesGain(
    'JS (gzip) /login loads until quiet (the form works)',
    bytesOf(setup.sites.tuned.root, loads.tuned[0]?.scripts ?? []),
    bytesOf(setup.sites.plain.root, loads.plain[0]?.scripts ?? []),
  );
}

async function dashboardBytes(browser: Browser, setup: PlainSetup): Promise<void> {
  const scripts = async (build: 'tuned' | 'plain') =>
    bytesOf(
      setup.sites[build].root,
      beforeTiles(await dashboardTimeline(browser, setup.reference[build]), setup.sites[build].chart),
    );
  recordBytesGain(
    "JS (gzip) before the dashboard's tiles show",
    await scripts('tuned'),
    await scripts('plain'),
  );
}

async function bookmarkedPages(browser: Browser, setup: PlainSetup): Promise<void> {
  const { huge } = setup;
  const signedIn = { tuned: setup.signedInAt(huge.tuned), plain: setup.signedInAt(huge.plain) };
  for (const bookmark of setup.bookmarks) {
    const figure = `${bookmark.name} bookmarked (huge seed, paged by the server): ${bookmark.shows} from the start of a cold load, signed in, CPU ${CPU_SLOWDOWN}× slower, against the floor's table`;
    try {
      const samples = await interleaved(ROUNDS, (side) =>
        side === 'floor'
          ? coldLoad(
              browser,
              signedIn.tuned,
              `${huge.tuned}/floor/list.html?api=${encodeURIComponent(bookmark.api)}`,
              READY.floor,
            )
          : coldLoad(browser, signedIn[side], `${huge[side]}${bookmark.url}`, READY.console[bookmark.shows]),
      );
      recordGain(figure, samples, ms);
    } catch (error) {
      recordGainUnmeasured(figure, error);
    }
  }
}

async function listKeystrokes(browser: Browser, setup: PlainSetup): Promise<void> {
  const { specOnly } = setup;
  const signedIn = { tuned: setup.signedInAt(specOnly.tuned), plain: setup.signedInAt(specOnly.plain) };
  for (const { name, page } of setup.lists) {
    const floor = floorListOf(page);
    const figure = `${name} (large seed, whole from a spec-only backend): one search keystroke to the frame with the rows changed, against a plain React table`;
    try {
      const text = await searchTextFor(browser, signedIn.tuned, specOnly.tuned, [page, floor]);
      const rounds = await interleaved(KEYSTROKE_ROUNDS, (side) =>
        side === 'floor'
          ? keystrokes(browser, signedIn.tuned, specOnly.tuned, floor, text, KEYSTROKES)
          : keystrokes(browser, signedIn[side], specOnly[side], page, text, KEYSTROKES),
      );
      recordGain(
        figure,
        { tuned: rounds.tuned.flat(), plain: rounds.plain.flat(), floor: rounds.floor.flat() },
        ms,
      );
    } catch (error) {
      recordGainUnmeasured(figure, error);
    }
  }
}

/** Every row of the part; a row that cannot be measured says why in the table, and the rest go on. */
export async function plainBeside(browser: Browser, setup: PlainSetup): Promise<void> {
  for (const [figure, measure] of [
    ['/login (cold loads)', signInPage],
    ["JS (gzip) before the dashboard's tiles show", dashboardBytes],
    ['bookmarked pages', bookmarkedPages],
    ['list keystrokes', listKeystrokes],
  ] as const) {
    try {
      await measure(browser, setup);
    } catch (error) {
      recordGainUnmeasured(figure, error);
    }
  }
}
