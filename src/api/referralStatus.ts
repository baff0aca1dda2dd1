/**
 * The statuses the mobile app sets on a referral (its `acceptanceType`, which the spec's Status
 * column shows): the status filter's options. A backend may send others; a status is free text,
 * so one named in a shared link is offered too.
 */
export const REFERRAL_STATUSES: readonly string[] = ['Pending', 'Accepted', 'Declined'];

/** The contract's bound on the `status` filter (openapi.yaml, `GET /referrals`). */
const STATUS_MAX_LENGTH = 100;

/** A status as the filter takes it from a URL: trimmed, non-empty, within the contract's bound. */
export function parseStatus(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const status = raw.trim();
  return status !== '' && status.length <= STATUS_MAX_LENGTH ? status : null;
}
