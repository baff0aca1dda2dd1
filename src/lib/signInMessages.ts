/** The spec's words when a signed-in user is not an admin: the sign-in thunk says it, the form answers it. */
export const NOT_AN_ADMIN = 'You are not an admin';
