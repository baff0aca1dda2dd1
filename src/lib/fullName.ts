/** 'Ada Lovelace', without stray spaces when a part is missing. */
export const fullName = (user: { firstName: string; lastName?: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ');
