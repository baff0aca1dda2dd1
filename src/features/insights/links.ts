/** A business's own page. */
export const businessPath = (id: number) => `/businesses/${id}`;

/**
 * The referrals list searched for a business's name: the list reads its search from the URL's
 * `q` and matches every column, the referrer and the referred-to business among them.
 */
export const referralsOfPath = (name: string) => `/referrals?${new URLSearchParams({ q: name }).toString()}`;
