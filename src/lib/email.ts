/**
 * A standard email address, as the server's validator (ajv-formats "email", full mode) accepts
 * it, so the console never sends an address the server would refuse.
 */
const STANDARD_EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** The openapi `Email` limit. */
export const EMAIL_MAX_LENGTH = 254;

export function isStandardEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && STANDARD_EMAIL.test(value);
}
