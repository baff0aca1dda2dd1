import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../http/errors';
import { createWorkQueue } from '../http/wholeLists';

/*
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (base64 salt and hash): a slow, salted,
 * memory-hard hash from Node's own crypto, each with its own random salt, and its cost recorded so
 * it can be raised: N = 2^17, r = 8, p = 1 is OWASP's current recommendation for scrypt (128 MiB).
 * A hash of a lower cost is replaced at the account's next sign-in.
 */
export type HashCost = { readonly N: number; readonly r: number; readonly p: number };
export const OWASP_COST: HashCost = { N: 131072, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/**
 * Hashes computed at once per instance: each holds 128 MiB at OWASP's cost and a thread of Node's
 * pool of four, so guesses from many addresses cannot take the server's memory or the threads
 * its files are read on. The rest wait their turn, at most HASHES_WAITING of them (the sign-in
 * throttle has already counted each); one more is told to come back.
 */
const HASHES_AT_ONCE = 2;
const HASHES_WAITING = 512;
const hashing = createWorkQueue(HASHES_AT_ONCE, HASHES_WAITING);

/** Hashes being computed on this instance now (for its metrics and tests). */
export const hashesInProgress = (): number => hashing.counts().running;

async function derive(password: string, salt: Buffer, cost: HashCost): Promise<Buffer> {
  const turn = hashing.tryEnter();
  if (!turn) {
    throw new ApiError(
      503,
      'The server is busy checking other sign-ins. Try again in a few seconds.',
      undefined,
      {
        'Retry-After': '5',
      },
    );
  }
  const giveBack = await turn;
  try {
    return await scryptOnce(password, salt, cost);
  } finally {
    giveBack();
  }
}

function scryptOnce(password: string, salt: Buffer, cost: HashCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...cost, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export type Passwords = {
  hash(password: string): Promise<string>;
  /** False without a stored hash too, after as long a wait as a wrong password. */
  verify(password: string, stored: string | null): Promise<boolean>;
  /** Whether a stored hash was made at a lower cost than this one's and should be made again. */
  needsRehash(stored: string | null): boolean;
};

/**
 * Hashing at one cost. The server always hashes at OWASP's; only tests that count sign-ins rather
 * than check the hash ask for less (AppOptions.passwordCost), as the CLI never does.
 */
export function passwordsAt(cost: HashCost = OWASP_COST): Passwords {
  const format = (salt: Buffer, key: Buffer) =>
    ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  // Compared against when there is no stored hash, so a missing account costs as long as a wrong password.
  const dummyHash = format(Buffer.alloc(SALT_LENGTH), Buffer.alloc(KEY_LENGTH));
  return {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH);
      return format(salt, await derive(password, salt, cost));
    },
    async verify(password, stored) {
      const parts = (stored ?? dummyHash).split('$');
      const [scheme, n, r, p, salt, hash] = parts;
      if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
      const expected = Buffer.from(hash, 'base64');
      const actual = await derive(password, Buffer.from(salt, 'base64'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
      return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    needsRehash(stored) {
      if (stored === null) return false;
      const [scheme, n, r, p] = stored.split('$');
      return scheme !== 'scrypt' || Number(n) < cost.N || Number(r) < cost.r || Number(p) < cost.p;
    },
  };
}

const atOwaspCost = passwordsAt();
export const hashPassword = atOwaspCost.hash;
export const verifyPassword = atOwaspCost.verify;
