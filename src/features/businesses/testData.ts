import type { Business } from '../../api/endpoints/businesses';
import type { Referral } from '../../api/endpoints/referrals';
import type { User } from '../../api/endpoints/users';

/** A business for tests: what is not given is a plain, empty default. */
export function business(fields: Partial<Business> & Pick<Business, 'id' | 'name'>): Business {
  return {
    region: { id: 1, name: 'North' },
    categories: [],
    users: [],
    createdAt: '2024-03-05T15:04:00.000Z',
    ...fields,
  };
}

export function user(fields: Partial<User> & Pick<User, 'id' | 'firstName' | 'lastName' | 'email'>): User {
  return { mobile: '0400000000', isAdmin: false, isActive: true, business: null, ...fields };
}

export function referral(fields: Partial<Referral> & Pick<Referral, 'id' | 'businessName'>): Referral {
  return {
    importance: 'Hot',
    acceptanceType: 'Pending',
    firstName: 'Carol',
    mobile: '0400000009',
    referrer: { id: 7, name: 'Acme Plumbing' },
    referredTo: { id: 8, name: 'Bolt Electric' },
    createdAt: '2024-03-05T15:04:00.000Z',
    updatedAt: '2024-03-05T15:04:00.000Z',
    ...fields,
  };
}
