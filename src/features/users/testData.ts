import type { User } from '../../api/endpoints/users';

export const ada: User = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  mobile: '0400000001',
  isAdmin: true,
  isActive: true,
};

export const bob: User = {
  id: 2,
  email: 'bob@example.com',
  firstName: 'Bob',
  lastName: 'Builder',
  mobile: '0400000002',
  isAdmin: false,
  isActive: false,
  business: 7,
};

const invitee = (id: number, firstName: string, lastName: string): User => ({
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName,
  mobile: `04000000${id}`,
  isAdmin: false,
  isActive: true,
});

export const carol = invitee(11, 'Carol', 'Shaw');
export const dan = invitee(12, 'Dan', 'Dare');
export const eve = invitee(13, 'Eve', 'Moneypenny');

export const businesses = [
  {
    id: 7,
    name: 'Acme Plumbing',
    region: { id: 1, name: 'North' },
    categories: [],
    users: [],
    createdAt: '2024-01-01T00:00:00Z',
  },
  {
    id: 8,
    name: 'Bolt Electric',
    region: { id: 1, name: 'North' },
    categories: [],
    users: [],
    createdAt: '2024-01-01T00:00:00Z',
  },
];
