/** The URL keys' prefix of the invited users' list, the second list on /users. */
export const UNVERIFIED_PREFIX = 'u.';
