/**
 * Answers that are only partly what they should be: validation errors among other items, a page
 * whose second record is still loading, a listed referral with only some of a full one's parts.
 */
import { referral } from '../test/fixtures/referrals';
import { fieldErrors } from './errors';
import { bothRecords, type RecordState } from './recordState';
import { isFullReferral } from './referralShapes';

describe('partial answers', () => {
  it('keeps only the well-formed validation errors under a body’s data', () => {
    expect(
      fieldErrors({
        status: 400,
        data: { data: [{ key: 'name', message: 'Name is required' }, { reason: 'unknown' }, 'oops'] },
      }),
    ).toEqual([{ key: 'name', message: 'Name is required' }]);
  });

  it('waits for both records before a page that needs the two is ready', () => {
    const ready: RecordState<number> = { status: 'ready', record: 1 };
    const loading: RecordState<number> = { status: 'loading' };
    expect(bothRecords(ready, loading)).toEqual({ status: 'loading' });
    expect(bothRecords(loading, ready)).toEqual({ status: 'loading' });
    expect(bothRecords(loading, loading)).toEqual({ status: 'loading' });
  });

  it('takes a listed referral for a full one only with both its referrer and whom it was referred to', () => {
    const summary = { id: 3, businessName: 'Harbour Bakery', date: '2024-03-05' };
    const withReferrerOnly = { ...summary, referrer: referral.referrer };
    const withReferredToOnly = { ...summary, referredTo: referral.referredTo };
    expect(isFullReferral(withReferrerOnly)).toBe(false);
    expect(isFullReferral(withReferredToOnly)).toBe(false);
    expect(isFullReferral(referral)).toBe(true);
  });
});
