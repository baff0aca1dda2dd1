import type { User } from '../api/endpoints/users';
import { ada } from './fixtures/users';

export const ADMIN_TOKEN = 'admin-token';

/** Puts a signed-in admin in local storage, as a previous visit would have left it. */
export function storeSession(user: User = ada, token: string = ADMIN_TOKEN): void {
  window.localStorage.setItem('token', token);
  window.localStorage.setItem('user', JSON.stringify(user));
}
