import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/*
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (base64 salt and hash): a slow, salted,
 * memory-hard hash from Node's own crypto, each with its own random salt, and its cost recorded so
 * it can be raised: N = 2^17, r = 8, p = 1 is OWASP's current recommendation for scrypt (128 MiB).
 * A hash of a lower cost is replaced at the account's next sign-in.
 */
const COST = { N: 131072, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptOptions): Promise<Buffer> {
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

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

// Compared against when there is no stored hash, so a missing account costs as long as a wrong password.
const DUMMY_HASH = `scrypt$${COST.N}$${COST.r}$${COST.p}$${Buffer.alloc(SALT_LENGTH).toString('base64')}$${Buffer.alloc(KEY_LENGTH).toString('base64')}`;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? DUMMY_HASH).split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made at a lower cost than today's and should be made again. */
export function needsRehash(stored: string | null): boolean {
  if (stored === null) return false;
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < COST.N || Number(r) < COST.r || Number(p) < COST.p;
}
