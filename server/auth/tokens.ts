import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: used for session tokens and for verification and reset links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is enough to keep the stored form useless to a thief. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
