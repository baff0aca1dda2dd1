import type { Queryable } from '../db/database';
import { canonicalEmail } from '../data/emailAddress';
import { int } from '../db/rows';

export type ThrottleSettings = {
  /** Attempts one client may make for one account before each next one waits twice as long. */
  freePerAccount: number;
  /**
   * Attempts at one account from all clients together before each next one waits twice as long,
   * up to `perAccountMaxDelaySeconds`: guesses from many addresses are slowed, and the owner is
   * never kept out for longer than that.
   */
  perAccount: number;
  perAccountMaxDelaySeconds: number;
  /** Attempts one client may make across all accounts within `clientWindowSeconds`. */
  perClient: number;
  clientWindowSeconds: number;
  /** After this long without an attempt, an account's count starts afresh. */
  accountIdleSeconds: number;
  /** The first wait, after the free attempts; each further attempt doubles it. */
  firstWaitSeconds: number;
  maxDelaySeconds: number;
};

/** Password-reset requests: 5 per client and address within 15 minutes, across every instance. */
const RESET_REQUESTS = { perClientAndAddress: 5, windowSeconds: 15 * 60 };

export const DEFAULT_THROTTLE: ThrottleSettings = {
  freePerAccount: 5,
  perAccount: 40,
  perAccountMaxDelaySeconds: 60,
  perClient: 30,
  clientWindowSeconds: 60,
  accountIdleSeconds: 15 * 60,
  firstWaitSeconds: 1,
  maxDelaySeconds: 15 * 60,
};

type Admission =
  /** `pausedForSeconds`: this attempt started a wait for the next (0 when it did not). */
  { allowed: true; pausedForSeconds: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one attempt under `key` in a single statement, so parallel attempts cannot all read the
 * same count: each takes the row in turn. The `free`-th attempt and every one after it block the
 * key for a while: twice as long each time when `growing` (1 s, 2 s, 4 s … up to `maxDelay`),
 * otherwise for `maxDelay`. An attempt while blocked is refused and not counted. A key unused for
 * `idle` seconds starts afresh.
 */
async function admit(
  q: Queryable,
  key: string,
  free: number,
  idle: number,
  maxDelay: number,
  growing: boolean,
  firstWait = 1,
): Promise<Admission> {
  const rows = await q.query(
    `insert into login_throttle as t (key, attempts, last_attempt, blocked_until)
     values ($1, 1, now(), case when $2 <= 1 then now() + make_interval(secs => $4) end)
     on conflict (key) do update set
       attempts = case when t.last_attempt < now() - make_interval(secs => $3) then 1 else t.attempts + 1 end,
       last_attempt = now(),
       blocked_until = case
         when t.last_attempt < now() - make_interval(secs => $3) or t.attempts + 1 < $2 then null
         when $5 then now() + make_interval(secs => least($6 * power(2, t.attempts + 1 - $2), $4))
         else now() + make_interval(secs => $4)
       end
     where t.blocked_until is null or t.blocked_until <= now()
     returning attempts, coalesce(ceil(extract(epoch from (blocked_until - now())))::int, 0) as paused`,
    [key, free, idle, maxDelay, growing, firstWait],
  );
  const [admitted] = rows;
  if (admitted) return { allowed: true, pausedForSeconds: int(admitted, 'paused') };
  const [row] = await q.query(
    `select ceil(extract(epoch from (blocked_until - now())))::int as wait from login_throttle where key = $1`,
    [key],
  );
  return { allowed: false, retryAfterSeconds: row ? Math.max(1, int(row, 'wait')) : 1 };
}

/** An admitted sign-in attempt: it must be settled once its password has been judged. */
type AttemptAdmission =
  | { allowed: true; pausedForSeconds: number; settle(succeeded: boolean): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

export type LoginThrottle = {
  /**
   * Whether this client may try this address now; counted before the password is checked. When
   * the budget is used up only by attempts still being judged here, this waits for them: a success
   * gives its attempt back, so only failures use up the budget.
   */
  admit(email: string, clientIp: string, options?: { knownOwner?: boolean }): Promise<AttemptAdmission>;
  /** Counts a password-reset request from this client for this address (in the database, so it holds across instances). */
  admitResetRequest(email: string, clientIp: string): Promise<Admission>;
};

/**
 * How long an attempt waits for the next judgment of another (a stall), and in all, before it is
 * refused. Judgments come as fast as passwords hash: 36 at once take about 40 s on a busy 2-core host.
 */
const MAX_STALL_MS = 30_000;
const MAX_WAIT_MS = 120_000;
/** Attempts waiting on this instance at once; beyond this, a refusal is final at once. */
const MAX_WAITING = 256;
export function createLoginThrottle(
  db: Queryable,
  settings: ThrottleSettings = DEFAULT_THROTTLE,
): LoginThrottle {
  const accountKey = (email: string, ip: string) => `account:${canonicalEmail(email)}|${ip}`;
  const wholeAccountKey = (email: string) => `account:${canonicalEmail(email)}`;
  // Attempts admitted on this instance and not yet judged, by throttle key.
  const judging = new Map<string, number>();
  // Bumped at every judgment, so a waiter knows whether one happened while it asked the database.
  let judgments = 0;
  let wakeWaiters: Array<() => void> = [];
  let waiting = 0;

  const track = (keys: readonly string[], delta: number) => {
    for (const key of keys) {
      const count = (judging.get(key) ?? 0) + delta;
      if (count > 0) judging.set(key, count);
      else judging.delete(key);
    }
  };
  /** Whether another attempt was judged before `deadline`. */
  const nextJudgment = (deadline: number) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
      wakeWaiters.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  async function admitOnce(email: string, clientIp: string, knownOwner: boolean): Promise<Admission> {
    // Per client across every address first: a flood from one client is refused before any hashing.
    const client = await admit(
      db,
      `client:${clientIp}`,
      settings.perClient,
      settings.clientWindowSeconds,
      settings.clientWindowSeconds,
      false,
    );
    if (!client.allowed) return client;
    const pair = await admit(
      db,
      accountKey(email, clientIp),
      settings.freePerAccount,
      settings.accountIdleSeconds,
      settings.maxDelaySeconds,
      true,
      settings.firstWaitSeconds,
    );
    // The owner, signed in elsewhere already (a live session of this account sent with the
    // attempt), is not slowed by guesses at their account from other addresses.
    if (!pair.allowed || knownOwner) return pair;
    const whole = await admit(
      db,
      wholeAccountKey(email),
      settings.perAccount,
      settings.accountIdleSeconds,
      settings.perAccountMaxDelaySeconds,
      true,
      settings.firstWaitSeconds,
    );
    // Whichever key this attempt started a wait on is the pause the audit log reports.
    if (!whole.allowed) return whole;
    return { allowed: true, pausedForSeconds: Math.max(pair.pausedForSeconds, whole.pausedForSeconds) };
  }

  /**
   * A successful sign-in clears the count for this client and address, and gives back the
   * attempt it took from the client's budget: only failures use it up, so an office behind one
   * address is not locked out by its own sign-ins.
   */
  async function succeeded(email: string, clientIp: string, knownOwner: boolean) {
    await db.query('delete from login_throttle where key = $1', [accountKey(email, clientIp)]);
    // The client's and the account's blocks lift too when giving the attempt back takes them under
    // their limits (the account's is not cleared: the owner signing in must not reset a guesser's
    // count).
    const counted: [string, number][] = [[`client:${clientIp}`, settings.perClient]];
    if (!knownOwner) counted.push([wholeAccountKey(email), settings.perAccount]);
    for (const [key, limit] of counted) {
      await db.query(
        `update login_throttle
            set attempts = attempts - 1,
                blocked_until = case when attempts - 1 < $2 then null else blocked_until end
          where key = $1 and attempts > 0`,
        [key, limit],
      );
    }
  }

  return {
    async admit(email, clientIp, { knownOwner = false } = {}) {
      const keys = [`client:${clientIp}`, accountKey(email, clientIp), wholeAccountKey(email)];
      const deadline = Date.now() + MAX_WAIT_MS;
      for (;;) {
        const before = judgments;
        const admission = await admitOnce(email, clientIp, knownOwner);
        if (admission.allowed) {
          track(keys, 1);
          let settled = false;
          return {
            ...admission,
            async settle(success) {
              if (settled) return;
              settled = true;
              try {
                if (success) await succeeded(email, clientIp, knownOwner);
              } finally {
                track(keys, -1);
                judgments += 1;
                const wake = wakeWaiters;
                wakeWaiters = [];
                for (const resolve of wake) resolve();
              }
            },
          };
        }
        // A judgment while the database answered may have given the budget back: ask again.
        if (judgments !== before) continue;
        const othersBeingJudged = keys.some((key) => judging.has(key));
        if (!othersBeingJudged || waiting >= MAX_WAITING || Date.now() >= deadline) return admission;
        waiting += 1;
        try {
          if (!(await nextJudgment(Math.min(deadline, Date.now() + MAX_STALL_MS)))) return admission;
        } finally {
          waiting -= 1;
        }
      }
    },
    admitResetRequest(email, clientIp) {
      return admit(
        db,
        `reset:${canonicalEmail(email)}|${clientIp}`,
        RESET_REQUESTS.perClientAndAddress,
        RESET_REQUESTS.windowSeconds,
        RESET_REQUESTS.windowSeconds,
        false,
      );
    },
  };
}
