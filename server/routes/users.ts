import type { FastifyRequest } from 'fastify';
import { revokeSessions } from '../auth/sessions';
import { changeBy, deleteRecord, readVersioned, writeRecord } from '../data/writes';
import type { Queryable } from '../db/database';
import { acceptedVersions, sendVersion } from '../http/versions';
import { fullName, userChanges } from '../audit';
import { exists } from '../data/records';
import { emailTaken, findAccount, listUsers, loadUsers, toUser } from '../data/users';
import { inPageOrder, readListQuery, readPage } from '../lists/paging';
import { USERS } from '../lists/users';
import { conflict, invalidField, notFound } from '../http/errors';
import { bodyOf, bool, nullableInt, pathId, str } from '../http/input';
import { ack, actorOf, ok, type Handlers, type RouteContext } from './context';
import { inTurn } from '../http/wholeLists';

export function userHandlers({ db, wholeLists }: RouteContext): Handlers {
  const target = (request: FastifyRequest, id: number) => ({
    table: 'users' as const,
    id,
    what: 'User',
    accepted: acceptedVersions(request),
    load: async (q: Queryable) => {
      const account = await findAccount(q, id);
      return account ? toUser(account) : null;
    },
  });

  return {
    async getUsers(request) {
      const query = readListQuery(request, USERS);
      if (!query) return ok(await inTurn(wholeLists, () => listUsers(db, true)));
      const { ids, meta } = await readPage(db, USERS, query);
      return { data: inPageOrder(ids, await loadUsers(db, ids)), meta };
    },

    async getUnverifiedUsers() {
      return ok(await listUsers(db, false));
    },

    async getUser(request, reply) {
      const { record, version } = await readVersioned(db, target(request, pathId(request, 'User')));
      sendVersion(reply, version);
      return ok(record);
    },

    async updateUser(request, reply) {
      const actor = actorOf(request);
      const id = pathId(request, 'User');
      const body = bodyOf(request);
      const changes = {
        email: str(body, 'email'),
        firstName: str(body, 'firstName'),
        lastName: str(body, 'lastName'),
        mobile: str(body, 'mobile'),
        isAdmin: bool(body, 'isAdmin'),
        isActive: bool(body, 'isActive'),
        business: nullableInt(body, 'business'),
      };
      const account = await findAccount(db, id);
      if (!account) throw notFound('User');
      // An admin locking themselves out would leave the console without its only way back in.
      if (id === actor.id && !changes.isAdmin)
        throw invalidField('isAdmin', 'You cannot remove your own admin rights');
      if (id === actor.id && !changes.isActive)
        throw invalidField('isActive', 'You cannot disable your own account');
      if (changes.business !== null && !(await exists(db, 'businesses', changes.business))) {
        throw invalidField('business', 'No such business');
      }
      if (await emailTaken(db, changes.email, id)) {
        throw conflict(`Another user already has the email address ${changes.email}.`);
      }
      const change = changeBy(
        actor,
        'UPDATE',
        'USER',
        `updated user ${fullName(changes)}: ${userChanges(account, changes).join(', ') || 'no changes'}`,
      );
      // A move between businesses changes both businesses' lists of users.
      const touches =
        account.business === changes.business
          ? []
          : [account.business, changes.business].flatMap((businessId) =>
              businessId === null ? [] : [{ model: 'BUSINESS' as const, id: businessId }],
            );
      const { version } = await writeRecord(db, target(request, id), { ...change, touches }, async (tx) => {
        await tx.query(
          `update users set email = $1, first_name = $2, last_name = $3, mobile = $4, is_admin = $5,
                  is_active = $6, business_id = $7, updated_at = now()
            where id = $8`,
          [
            changes.email,
            changes.firstName,
            changes.lastName,
            changes.mobile,
            changes.isAdmin,
            changes.isActive,
            changes.business,
            id,
          ],
        );
        // A disabled or demoted user's sessions end: a token that lost its rights is no token.
        if (!changes.isActive || (account.isAdmin && !changes.isAdmin)) await revokeSessions(tx, id);
      });
      const updated = await findAccount(db, id);
      if (!updated) throw notFound('User');
      sendVersion(reply, version);
      return ok(toUser(updated));
    },

    async deleteUser(request) {
      const actor = actorOf(request);
      const id = pathId(request, 'User');
      const account = await findAccount(db, id);
      if (!account) throw notFound('User');
      if (id === actor.id) throw conflict('You cannot delete your own account.');
      const change = changeBy(actor, 'DELETE', 'USER', `deleted user ${fullName(account)}`);
      const touches = account.business === null ? [] : [{ model: 'BUSINESS' as const, id: account.business }];
      await deleteRecord(db, target(request, id), { ...change, touches }, async (tx) => {
        // Sessions and tokens go with the user; log entries and revisions stay, without a user.
        await tx.query('delete from users where id = $1', [id]);
      });
      return ack(`User ${fullName(account)} deleted.`);
    },

    async deleteUnverifiedUser(request) {
      const actor = actorOf(request);
      const id = pathId(request, 'Unverified user');
      const account = await findAccount(db, id);
      if (!account || account.verified) throw notFound('Unverified user');
      const change = changeBy(actor, 'DELETE', 'USER', `withdrew the invitation of ${fullName(account)}`);
      const unverified = { ...target(request, id), what: 'Unverified user' };
      await deleteRecord(db, unverified, change, async (tx) => {
        await tx.query('delete from users where id = $1', [id]);
      });
      return ack(`The invitation of ${fullName(account)} was withdrawn.`);
    },
  };
}
