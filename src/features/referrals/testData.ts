import type { Business } from '../../api/endpoints/businesses';
import type { Referral, ReferralTransaction } from '../../api/endpoints/referrals';
import type { Transaction } from '../../api/endpoints/transactions';

/** Test records for the referral screens (timestamps without a zone, so they read the same anywhere). */
const business = (id: number, name: string): Business => ({
  id,
  name,
  region: { id: 1, name: 'North' },
  categories: [],
  users: [],
  createdAt: '2024-01-01T09:00:00',
});

export const businesses: Business[] = [
  business(7, 'Acme Plumbing'),
  business(8, 'Bolt Electric'),
  business(9, 'Cedar Cafe'),
];

/** A transaction as a referral embeds it: the spec's `{id, amount, date}`, no `referralId`. */
export const transaction = (id: number, amount: number, date: string): ReferralTransaction => ({
  id,
  amount,
  date,
});

/** A transaction as `GET /transactions/{id}` answers it. */
export const storedTransaction = (id: number, amount: number, date: string, referralId = 1): Transaction => ({
  ...transaction(id, amount, date),
  referralId,
});

export const referral: Referral = {
  id: 1,
  businessName: 'Harbour Bakery',
  description: 'Needs a new oven\nurgently',
  importance: 'Hot',
  acceptanceType: 'Accepted',
  customerType: 'New customer',
  closureReason: null,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  mobile: '0400123456',
  website: 'https://harbour.example.com',
  referrer: { id: 7, name: 'Acme Plumbing' },
  referredTo: { id: 8, name: 'Bolt Electric' },
  transactions: [transaction(11, 100, '2024-03-01'), transaction(12, 250.5, '2024-04-02')],
  createdAt: '2024-03-05T15:04:00',
  updatedAt: '2024-12-31T09:05:00',
};

export const referralList: Referral[] = [
  {
    ...referral,
    transactions: undefined,
  },
  {
    ...referral,
    id: 2,
    businessName: 'Quay Florist',
    importance: 'Low',
    acceptanceType: 'Pending',
    referrer: { id: 8, name: 'Bolt Electric' },
    referredTo: { id: 9, name: 'Cedar Cafe' },
    transactions: undefined,
    createdAt: '2024-06-10T08:30:00',
  },
  {
    ...referral,
    id: 3,
    businessName: 'Mill Lane Dental',
    importance: 'Medium',
    acceptanceType: 'Declined',
    referrer: { id: 9, name: 'Cedar Cafe' },
    referredTo: { id: 7, name: 'Acme Plumbing' },
    transactions: undefined,
    createdAt: '2023-11-20T17:45:00',
  },
];
