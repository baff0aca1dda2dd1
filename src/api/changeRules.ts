import type { RecordModel, RevisionAction } from './endpoints/events';
import { list, one, referralDetails, type Tag, type TagType } from './tags';

/**
 * A committed change to one record: what the console's own mutation made, or what the events
 * extension reports another admin made. A mutation also knows the records its change touches
 * beyond its own (its arguments name them); an event names only the record, so where those are
 * unknown (undefined) the rule widens to every record of that kind. `null` means known to be none.
 */
export type Change = {
  model: RecordModel;
  action: RevisionAction;
  /**
   * The record's id. A create made here does not know it before the answer; a delete made here
   * leaves it out, as refreshing the deleted record's own entry while its page is still mounted
   * would ask for it once more and meet a 404 (the page leaves once the answer is in).
   */
  id?: number;
  /** The region a new business is in. */
  region?: number;
  /** The referral a transaction belongs to. */
  referral?: number;
  /** The business a new user was invited into. */
  business?: number | null;
};

type Rule = (change: Change) => Tag[];

const own = (type: TagType, id: number | undefined): Tag[] => (id === undefined ? [] : [one(type, id)]);

/**
 * The spec's refetch rules, one line per model and action: what a change makes stale. The
 * endpoints' mutations invalidate these tags (./endpoints), and so does every change event
 * (./live): one table, so a change shows the same way whoever made it. Why each line reaches as
 * far as it does is said in the endpoint modules; refetchRules.test.ts counts every rule at msw.
 */
const rules: Record<RecordModel, Record<RevisionAction, Rule>> = {
  REGION: {
    CREATE: () => [list('Region'), 'Dashboard'],
    UPDATE: ({ id }) => [...own('Region', id), list('Region'), 'Business'],
    DELETE: () => ['Region', 'Business', 'Referral', 'Transaction', 'User', 'Dashboard'],
  },
  BUSINESS: {
    CREATE: ({ region }) => [
      list('Business'),
      region === undefined ? 'Region' : one('Region', region),
      'Dashboard',
    ],
    UPDATE: ({ id }) => [...own('Business', id), list('Business'), 'Region', 'Referral'],
    DELETE: ({ id }) => [
      ...own('Business', id),
      list('Business'),
      'Region',
      'User',
      'Referral',
      'Transaction',
      'Dashboard',
    ],
  },
  CATEGORY: {
    CREATE: () => [list('Category'), 'Dashboard'],
    UPDATE: ({ id }) => [...own('Category', id), list('Category'), 'Business'],
    DELETE: ({ id }) => [...own('Category', id), list('Category'), 'Business', 'Dashboard'],
  },
  REFERRAL: {
    CREATE: () => [list('Referral'), 'Dashboard'],
    UPDATE: () => ['Referral'],
    DELETE: () => ['Referral', 'Dashboard'],
  },
  TRANSACTION: {
    CREATE: ({ referral }) => [referralOf(referral), 'Dashboard'],
    UPDATE: ({ id, referral }) => [...own('Transaction', id), referralOf(referral), 'Dashboard'],
    DELETE: ({ id }) => [...own('Transaction', id), referralDetails, 'Dashboard'],
  },
  USER: {
    CREATE: ({ business }) => [list('UnverifiedUser'), ...businessOf(business), 'Dashboard'],
    UPDATE: ({ id }) => [...own('User', id), list('User'), list('UnverifiedUser'), 'Business'],
    DELETE: ({ id }) => [...own('User', id), list('User'), list('UnverifiedUser'), 'Business', 'Dashboard'],
  },
};

/** A transaction's referral shows its money; unknown, every referral detail might. */
function referralOf(referral: number | undefined): Tag {
  return referral === undefined ? referralDetails : one('Referral', referral);
}

/** A business page lists its users; unknown, every business might. */
function businessOf(business: number | null | undefined): Tag[] {
  if (business === null) return [];
  return business === undefined ? ['Business'] : [one('Business', business)];
}

/** The tags a change makes stale. Every change is written to the audit log, so the log is one. */
export function staleAfter(change: Change): Tag[] {
  return [...rules[change.model][change.action](change), 'Log'];
}
