/**
 * The one spelling of an address that lookup, uniqueness and the sign-in throttle all use:
 * trimmed, lowercased by Unicode's full mapping, then decomposed (NFKD) with its combining marks
 * dropped. So every spelling that reaches an account is the same key: "admİn" (U+0130, which
 * lowercases to "i" and a combining dot) and "ADMIN" both read "admin". Stored addresses are
 * ASCII (the contract's `email` format), where this is plain lowercasing, so SQL compares them
 * with `lower(email) = $1` against this function's result, never with the database's own
 * `lower()` of what a client sent.
 */
export function canonicalEmail(address: string): string {
  return address.trim().toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}
