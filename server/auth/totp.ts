import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: 6 digits, 30 s steps, SHA-1. */
const PERIOD = 30;
const ISSUER = 'Referral Network';

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit key (RFC 4226's recommendation), in base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address the QR code carries. */
export function totpUri(secretBase32: string, label: string): string {
  return totpOf(secretBase32, label).toString();
}

/**
 * The 30-second step `code` belongs to, within one step either side of now, or null. The caller
 * accepts it only when the step is later than the last one accepted, so a code works once.
 */
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}
