import { referralToValues, toReferralCreate, toReferralPatch, type ReferralValues } from './referralPayload';
import { referral } from '../../test/fixtures/referrals';

const typed: ReferralValues = {
  firstName: ' Grace ',
  lastName: '  ',
  email: '',
  mobile: '0400123456 ',
  website: null,
  businessName: 'Harbour Bakery',
  importance: 'Low',
  description: undefined,
  referrer: 7,
  referredTo: 8,
};

describe('referral payloads', () => {
  it('creates with trimmed texts and without empty, blank or null fields (keys absent)', () => {
    const payload = toReferralCreate(typed);
    expect(payload).toEqual({
      firstName: 'Grace',
      mobile: '0400123456',
      businessName: 'Harbour Bakery',
      importance: 'Low',
      referrer: 7,
      referredTo: 8,
    });
    for (const key of ['lastName', 'email', 'website', 'description'])
      expect(payload).not.toHaveProperty(key);
  });

  it('patches only the fields that hold something', () => {
    expect(toReferralPatch({ ...typed, firstName: '', email: 'g@example.com ' })).toEqual({
      email: 'g@example.com',
      mobile: '0400123456',
      businessName: 'Harbour Bakery',
      importance: 'Low',
      referrer: 7,
      referredTo: 8,
    });
  });

  it('prefills the form with the businesses as ids and nulls as empty text', () => {
    expect(referralToValues({ ...referral, lastName: null, website: null })).toEqual({
      firstName: 'Grace',
      lastName: '',
      email: 'grace@example.com',
      mobile: '0400123456',
      website: '',
      businessName: 'Harbour Bakery',
      importance: 'Hot',
      description: 'Needs a new oven\nurgently',
      referrer: 7,
      referredTo: 8,
    });
  });
});
