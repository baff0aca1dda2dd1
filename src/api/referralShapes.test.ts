import { referral } from '../test/fixtures/referrals';
import { IMPORTANCES, isImportance } from './importance';
import { businessReferralRow, isFullReferral } from './referralShapes';

describe('a business’s referrals, in either shape the list answers', () => {
  const summary = { id: 3, businessName: 'Harbour Bakery', date: '2024-03-05' };

  it('tells a full referral from a summary', () => {
    expect(isFullReferral(referral)).toBe(true);
    expect(isFullReferral(summary)).toBe(false);
    const withEnds = { ...summary, referrer: { id: 1, name: 'A' }, referredTo: { id: 2, name: 'B' } };
    expect(isFullReferral(withEnds)).toBe(false);
    expect(businessReferralRow({ ...withEnds, acceptanceType: 'Pending', moneyMade: 12.5 })).toEqual({
      ...withEnds,
      acceptanceType: 'Pending',
      moneyMade: 12.5,
    });
  });

  it('lists a summary by its date and a full referral by when it was created', () => {
    expect(businessReferralRow(summary)).toEqual({
      id: 3,
      businessName: 'Harbour Bakery',
      date: '2024-03-05',
    });
    // A full referral's ends and status, and its money made summed in cents.
    expect(businessReferralRow(referral)).toEqual({
      id: 1,
      businessName: 'Harbour Bakery',
      date: '2024-03-05T15:04:00',
      referrer: { id: 7, name: 'Acme Plumbing' },
      referredTo: { id: 8, name: 'Bolt Electric' },
      acceptanceType: 'Accepted',
      moneyMade: 350.5,
    });
  });
});

describe('importance', () => {
  it('offers Hot, Medium and Low, in that order', () => {
    expect(IMPORTANCES).toEqual(['Hot', 'Medium', 'Low']);
  });

  it('accepts only those three, as written', () => {
    expect(['Hot', 'Medium', 'Low'].every(isImportance)).toBe(true);
    expect(['hot', 'High', '', null, undefined].some(isImportance)).toBe(false);
  });
});
