import type { User } from '../../api/endpoints/users';

/** The lists' Type and the detail's role. */
export const userType = (user: Pick<User, 'isAdmin'>): 'ADMIN' | 'USER' => (user.isAdmin ? 'ADMIN' : 'USER');

/** The lists' Status. */
export const listStatus = (user: Pick<User, 'isActive'>): 'ACTIVE' | 'DISABLED' =>
  user.isActive ? 'ACTIVE' : 'DISABLED';

/**
 * The unverified users' Status. The spec gives their table the verified table's columns, but
 * 'ACTIVE' would claim an account that cannot sign in yet: they read as the console calls them.
 */
export const UNVERIFIED_STATUS = 'UNVERIFIED';

/** The detail page's status. */
export const detailStatus = (user: Pick<User, 'isActive'>): 'Enabled' | 'Disabled' =>
  user.isActive ? 'Enabled' : 'Disabled';

/** '3 users', '1 user'. */
export const userCount = (count: number): string => `${count} user${count === 1 ? '' : 's'}`;
