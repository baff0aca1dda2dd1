import type { RecordModel, RevisionAction } from './endpoints/events';
import { isReachingModel, RESOURCES, type ReachingModel } from './resources';
import { listTag, recordTag, referralDetails, type Tag, type TagType } from './tags';

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

const own = (type: TagType, id: number | undefined): Tag[] => (id === undefined ? [] : [recordTag(type, id)]);

/**
 * The spec's refetch rules, one line per model whose changes reach beyond its own lists and record
 * (its registry entry says `changeReach: 'others'`), one rule per action: what a change makes
 * stale. The endpoints' mutations invalidate these tags (./resourceApi, ./endpoints), and so does
 * every change event (./live): one table, so a change shows the same way whoever made it.
 * refetchRules.test.ts counts every rule at msw.
 */
const rules = {
  // Businesses show their region's name. A backend may delete a region's businesses with it (ours
  // refuses with 409), and with them their referrals and users' links: a delete reaches all of those.
  REGION: {
    CREATE: () => [listTag('Region'), 'Dashboard'],
    UPDATE: ({ id }) => [...own('Region', id), listTag('Region'), 'Business'],
    DELETE: () => ['Region', 'Business', 'Referral', 'Transaction', 'User', 'Dashboard'],
  },
  BUSINESS: {
    CREATE: ({ region }) => [
      listTag('Business'),
      region === undefined ? 'Region' : recordTag('Region', region),
      'Dashboard',
    ],
    UPDATE: ({ id }) => [...own('Business', id), listTag('Business'), 'Region', 'Referral'],
    DELETE: ({ id }) => [
      ...own('Business', id),
      listTag('Business'),
      'Region',
      'User',
      'Referral',
      'Transaction',
      'Dashboard',
    ],
  },
  // Businesses show their categories' names.
  CATEGORY: {
    CREATE: () => [listTag('Category'), 'Dashboard'],
    UPDATE: ({ id }) => [...own('Category', id), listTag('Category'), 'Business'],
    DELETE: ({ id }) => [...own('Category', id), listTag('Category'), 'Business', 'Dashboard'],
  },
  REFERRAL: {
    CREATE: () => [listTag('Referral'), 'Dashboard'],
    UPDATE: () => ['Referral'],
    DELETE: () => ['Referral', 'Dashboard'],
  },
  TRANSACTION: {
    CREATE: ({ referral }) => [referralOf(referral), 'Dashboard'],
    UPDATE: ({ id, referral }) => [...own('Transaction', id), referralOf(referral), 'Dashboard'],
    DELETE: ({ id }) => [...own('Transaction', id), referralDetails, 'Dashboard'],
  },
  // The unverified list links to the same user pages, so a change to a user may show there too.
  USER: {
    CREATE: ({ business }) => [listTag('UnverifiedUser'), ...businessOf(business), 'Dashboard'],
    UPDATE: ({ id }) => [...own('User', id), listTag('User'), listTag('UnverifiedUser'), 'Business'],
    DELETE: ({ id }) => [
      ...own('User', id),
      listTag('User'),
      listTag('UnverifiedUser'),
      'Business',
      'Dashboard',
    ],
  },
} satisfies Record<ReachingModel, Record<RevisionAction, Rule>>;

/** A transaction's referral shows its money; unknown, every referral detail might. */
function referralOf(referral: number | undefined): Tag {
  return referral === undefined ? referralDetails : recordTag('Referral', referral);
}

/** A business page lists its users; unknown, every business might. */
function businessOf(business: number | null | undefined): Tag[] {
  if (business === null) return [];
  return business === undefined ? ['Business'] : [recordTag('Business', business)];
}

/** A change that reaches no further than its own kind: the lists, and the record it names. */
function itselfOnly(model: RecordModel): Record<RevisionAction, Rule> {
  const type = RESOURCES[model].tag;
  return {
    CREATE: () => [listTag(type)],
    UPDATE: ({ id }) => [...own(type, id), listTag(type)],
    DELETE: ({ id }) => [...own(type, id), listTag(type)],
  };
}

/** The tags a change makes stale. Every change is written to the audit log, so the log is one. */
export function staleAfter(change: Change): Tag[] {
  const { model } = change;
  const rule = isReachingModel(model) ? rules[model] : itselfOnly(model);
  return [...rule[change.action](change), 'Log'];
}
