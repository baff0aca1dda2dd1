/**
 * The password policy, the same as the server's (openapi `Password`): 8 to 128 characters and no
 * composition rules, in the spirit of NIST SP 800-63B. Length is what makes a password strong,
 * so the console only refuses what the server would refuse, and otherwise gives a hint.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_TOO_SHORT = `Please use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG = `Please use at most ${PASSWORD_MAX_LENGTH} characters`;

export type PasswordStrength = 'empty' | 'too-short' | 'too-long' | 'weak' | 'fair' | 'strong';

export type PasswordEstimate = {
  strength: PasswordStrength;
  /** What the hint shows: 'Too short', 'Weak', 'Fair', 'Strong'... */
  label: string;
  /** Why, or how to do better; empty when there is nothing to add. */
  advice: string;
  /** A rough estimate of the guessing entropy, in bits. */
  bits: number;
};

/** Characters as the server's validator counts them: code points, so an emoji is one. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/** Why the server would refuse this password, or null when it meets the policy. */
export function passwordProblem(password: string): string | null {
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}

// A short blocklist of the passwords tried first; NIST asks verifiers to check against such lists.
const COMMON_PASSWORDS = new Set([
  'password',
  'passwort',
  'letmein',
  'welcome',
  'iloveyou',
  'qwerty',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  'abc',
  'abcd',
  'abcdefg',
  'abcdefgh',
  'admin',
  'administrator',
  'football',
  'baseball',
  'basketball',
  'sunshine',
  'princess',
  'superman',
  'batman',
  'starwars',
  'dragon',
  'monkey',
  'master',
  'shadow',
  'trustno',
  'login',
  'secret',
  'changeme',
  'referral',
  'referrals',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'qazwsx',
]);

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'l',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/** The word behind 'P@ssw0rd2024!': lower case, undone substitutions, trailing digits and symbols cut. */
function baseWord(password: string): string {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/[\d\W_]+$/u, '');
  return Array.from(trimmed)
    .map((char) => LEET[char] ?? char)
    .join('');
}

function isCommon(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  const word = baseWord(password);
  return word.length > 0 && COMMON_PASSWORDS.has(word);
}

const KEYBOARD_ROWS = ['`1234567890-=', 'qwertyuiop[]', "asdfghjkl;'", 'zxcvbnm,./'];

function keyboardNeighbours(a: string, b: string): boolean {
  return KEYBOARD_ROWS.some((row) => {
    const i = row.indexOf(a);
    const j = row.indexOf(b);
    return i >= 0 && j >= 0 && Math.abs(i - j) === 1;
  });
}

/**
 * Characters an attacker could not predict from the one before: repeats ('aaaa'), runs
 * ('abcd', '4321') and keyboard walks ('qwer') add almost nothing.
 */
function unpredictableLength(chars: readonly string[]): number {
  let count = 0;
  chars.forEach((char, index) => {
    const previous = index > 0 ? chars[index - 1] : undefined;
    if (previous === undefined) {
      count += 1;
      return;
    }
    const a = previous.toLowerCase();
    const b = char.toLowerCase();
    const step = Math.abs((b.codePointAt(0) ?? 0) - (a.codePointAt(0) ?? 0));
    if (a === b || step === 1 || keyboardNeighbours(a, b)) return;
    count += 1;
  });
  return count;
}

/** The size of the alphabet the password draws from, as a guesser would assume it. */
function alphabetSize(chars: readonly string[]): number {
  let size = 0;
  if (chars.some((char) => /[a-z]/.test(char))) size += 26;
  if (chars.some((char) => /[A-Z]/.test(char))) size += 26;
  if (chars.some((char) => /[0-9]/.test(char))) size += 10;
  if (chars.some((char) => /[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/.test(char))) size += 33;
  if (chars.some((char) => (char.codePointAt(0) ?? 0) > 0x7e)) size += 100;
  return Math.max(size, 1);
}

/** The person's names; a part a backend leaves out (a missing last name) is simply not there. */
export type PasswordContext = readonly (string | null | undefined)[];

function containsContext(password: string, context: PasswordContext): boolean {
  const lower = password.toLowerCase();
  return context.some((word) => {
    if (typeof word !== 'string') return false;
    const needle = word.trim().toLowerCase();
    return needle.length >= 3 && lower.includes(needle);
  });
}

const FAIR_BITS = 36;
const STRONG_BITS = 60;

/**
 * A pure estimate of how hard the password is to guess, for the hint beside the field. `context`
 * holds words an attacker would try first for this account (the person's names).
 */
export function estimatePassword(password: string, context: PasswordContext = []): PasswordEstimate {
  const chars = Array.from(password);
  const bits = Math.round(unpredictableLength(chars) * Math.log2(alphabetSize(chars)));
  if (chars.length === 0) return { strength: 'empty', label: '', advice: '', bits: 0 };
  if (chars.length < PASSWORD_MIN_LENGTH) {
    return { strength: 'too-short', label: 'Too short', advice: PASSWORD_TOO_SHORT, bits };
  }
  if (chars.length > PASSWORD_MAX_LENGTH) {
    return { strength: 'too-long', label: 'Too long', advice: PASSWORD_TOO_LONG, bits };
  }
  if (isCommon(password)) {
    return { strength: 'weak', label: 'Weak', advice: 'This is a commonly used password', bits };
  }
  if (containsContext(password, context)) {
    return { strength: 'weak', label: 'Weak', advice: 'Avoid using your name', bits };
  }
  if (bits < FAIR_BITS) {
    return {
      strength: 'weak',
      label: 'Weak',
      advice: 'Avoid repeated or sequential characters; a few unrelated words work well',
      bits,
    };
  }
  if (bits < STRONG_BITS) {
    return { strength: 'fair', label: 'Fair', advice: 'A longer password would be stronger', bits };
  }
  return { strength: 'strong', label: 'Strong', advice: '', bits };
}
