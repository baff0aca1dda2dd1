import type { User } from '../api/endpoints/users';

export const adminUser: User = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  mobile: '0400000001',
  isAdmin: true,
  isActive: true,
};

export const plainUser: User = {
  ...adminUser,
  id: 2,
  email: 'bob@example.com',
  firstName: 'Bob',
  lastName: 'Builder',
  isAdmin: false,
};

export const ADMIN_TOKEN = 'admin-token';

/** Puts a signed-in admin in local storage, as a previous visit would have left it. */
export function storeSession(user: User = adminUser, token: string = ADMIN_TOKEN): void {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
}

/** The dashboard of a network with nothing in it. */
export const emptyDashboard = {
  moneyMade: [],
  businessCount: 0,
  referralCount: 0,
  regionCount: 0,
  categoryCount: 0,
  userCount: 0,
  unverifiedCount: 0,
};
