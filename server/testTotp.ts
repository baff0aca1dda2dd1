import { createHmac } from 'node:crypto';

/**
 * RFC 6238 codes computed here from the key an enrollment shows, as an authenticator app would:
 * for the server tests and the journeys, written apart from the server's own TOTP code.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function fromBase32(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The 30-second step of a moment (now by default). */
export const stepAt = (ms = Date.now()): number => Math.floor(ms / 30_000);

/** The six-digit code of `step` for the base32 key `secret` (HMAC-SHA-1, RFC 4226 truncation). */
export function codeAt(secret: string, step = stepAt()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
