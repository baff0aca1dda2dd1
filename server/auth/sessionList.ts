import type { Queryable } from '../db/database';
import { int, text, textOrNull, timestamp } from '../db/rows';
import type { SessionStage } from './secondFactor';

/** One of an account's live sessions, as its owner sees it: never its token or its hash. */
export type SessionView = {
  id: number;
  device: string;
  address: string | null;
  startedAt: string;
  lastSeenAt: string;
  stage: SessionStage;
  current: boolean;
};

/** Live sessions of one account shown at most (the newest): the list stays bounded. */
const MAX_LISTED = 100;

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Linux" from a user agent: a name an admin recognises, not the header itself. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

const stageOf = (stage: string): SessionStage =>
  stage === 'second-factor' || stage === 'enroll' ? stage : 'full';

export async function listSessions(q: Queryable, userId: number, currentId: number): Promise<SessionView[]> {
  const rows = await q.query(
    `select id, stage, user_agent, address, created_at, coalesce(last_seen_at, created_at) as last_seen_at
       from sessions where user_id = $1 and revoked_at is null and expires_at > now()
      order by (id = $2) desc, coalesce(last_seen_at, created_at) desc limit $3`,
    [userId, currentId, MAX_LISTED],
  );
  return rows.map((row) => ({
    id: int(row, 'id'),
    device: deviceOf(textOrNull(row, 'user_agent')),
    address: textOrNull(row, 'address'),
    startedAt: timestamp(row, 'created_at'),
    lastSeenAt: timestamp(row, 'last_seen_at'),
    stage: stageOf(text(row, 'stage')),
    current: int(row, 'id') === currentId,
  }));
}

/** Ends one of the account's live sessions; false when it has none by that id. */
export async function endSessionById(q: Queryable, userId: number, sessionId: number): Promise<boolean> {
  const rows = await q.query(
    `update sessions set revoked_at = now()
      where id = $1 and user_id = $2 and revoked_at is null and expires_at > now() returning id`,
    [sessionId, userId],
  );
  return rows.length === 1;
}

/** Ends every live session of the account but `keepId`; how many it ended. */
export async function endOtherSessions(q: Queryable, userId: number, keepId: number): Promise<number> {
  const rows = await q.query(
    `update sessions set revoked_at = now()
      where user_id = $1 and id <> $2 and revoked_at is null and expires_at > now() returning id`,
    [userId, keepId],
  );
  return rows.length;
}

/** Seen again at most this often per session: a write per request would cost every request. */
const TOUCH_EVERY_MS = 60_000;
const MAX_TRACKED = 10_000;

/** Records when each session was last used, at most once a minute per session and instance. */
export function createSessionToucher(q: Queryable) {
  const touched = new Map<number, number>();
  return async (sessionId: number): Promise<void> => {
    const now = Date.now();
    const last = touched.get(sessionId);
    if (last !== undefined && now - last < TOUCH_EVERY_MS) return;
    if (touched.size >= MAX_TRACKED) touched.clear();
    touched.set(sessionId, now);
    await q.query(
      `update sessions set last_seen_at = now()
        where id = $1 and (last_seen_at is null or last_seen_at < now() - interval '30 seconds')`,
      [sessionId],
    );
  };
}
