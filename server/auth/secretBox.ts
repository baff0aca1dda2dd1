import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (TOTP keys) are sealed with AES-256-GCM under the operator's key
 * (SECOND_FACTOR_KEY): a copy of the database alone does not give an attacker anyone's codes.
 * Each box is bound to what it belongs to (`context`, e.g. the user's id): a box moved to another
 * row does not open.
 */
const VERSION = 'v1';

/** The operator's key: 32 bytes, as 64 hex digits or base64 (`openssl rand -base64 32`). */
export function readSecretKey(setting: string | undefined): Buffer | null {
  const value = setting?.trim() ?? '';
  if (value === '') return null;
  const key = /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error(
      'SECOND_FACTOR_KEY must be 32 bytes, as 64 hex digits or base64 (e.g. `openssl rand -base64 32`).',
    );
  return key;
}

export function seal(key: Buffer, context: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret in `box`, or null when it does not open with this key and context. */
export function open(key: Buffer, context: string, box: string): string | null {
  const [version, iv, tag, sealed] = box.split('.');
  if (version !== VERSION || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
