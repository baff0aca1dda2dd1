import type { FastifyRequest } from 'fastify';
import { fullName } from '../audit';
import {
  changeBy,
  createRecord,
  deleteRecord,
  readVersioned,
  writeRecord,
  writeRelated,
} from '../data/writes';
import { acceptedVersions, sendVersion } from '../http/versions';
import { loadBusiness, loadBusinesses } from '../data/businesses';
import { exists, findNamed, nameTaken } from '../data/records';
import { findAccount, toUser } from '../data/users';
import type { Queryable } from '../db/database';
import { isStorableId } from '../db/ids';
import { int, returnedId } from '../db/rows';
import { conflict, invalidField, notFound } from '../http/errors';
import { bodyOf, int as intField, list, pathId, str } from '../http/input';
import { BUSINESSES } from '../lists/businesses';
import { inPageOrder, readListQuery, readPage } from '../lists/paging';
import { isJsonObject } from '../openapi/document';
import { ack, actorOf, created, ok, type Handlers, type RouteContext } from './context';
import { inTurn } from '../http/wholeLists';

type BusinessInput = { name: string; regionId: number; categoryIds: number[] };

function readInput(body: Record<string, unknown>): BusinessInput {
  const categoryIds = list(body, 'categories').map((item) =>
    isJsonObject(item) ? intField(item, 'id') : NaN,
  );
  if (categoryIds.some((id) => !Number.isInteger(id)))
    throw invalidField('categories', 'Each category needs an id');
  const repeated = categoryIds.filter((id, index) => categoryIds.indexOf(id) !== index);
  if (repeated.length > 0)
    throw invalidField('categories', `Each category once: ${[...new Set(repeated)].join(', ')} given twice`);
  return { name: str(body, 'name'), regionId: intField(body, 'regionId'), categoryIds };
}

export function businessHandlers({ db, wholeLists }: RouteContext): Handlers {
  async function found(id: number) {
    const business = await loadBusiness(db, id);
    if (!business) throw notFound('Business');
    return business;
  }

  const target = (request: FastifyRequest, id: number) => ({
    table: 'businesses' as const,
    id,
    what: 'Business',
    accepted: acceptedVersions(request),
    load: (q: Queryable) => loadBusiness(q, id),
  });

  /** A user whose business changes: unconditional (these operations take no If-Match). */
  const userTarget = (id: number) => ({
    table: 'users' as const,
    id,
    what: 'User',
    accepted: undefined,
    load: async (q: Queryable) => {
      const account = await findAccount(q, id);
      return account ? toUser(account) : null;
    },
  });

  /** The checks shared by create and update; `id` is the business being updated. */
  async function validate(input: BusinessInput, id?: number) {
    if (!(await exists(db, 'regions', input.regionId))) throw invalidField('regionId', 'No such region');
    const storable = input.categoryIds.filter(isStorableId);
    const rows = await db.query('select id from categories where id = any($1::int[])', [storable]);
    const known = new Set(rows.map((row) => int(row, 'id')));
    const unknown = input.categoryIds.filter((categoryId) => !known.has(categoryId));
    if (unknown.length > 0) throw invalidField('categories', `No such category: ${unknown.join(', ')}`);
    if (await nameTaken(db, 'businesses', input.name, id))
      throw conflict(`A business named ${input.name} already exists.`);
  }

  async function setCategories(tx: Queryable, businessId: number, categoryIds: number[]) {
    await tx.query('delete from business_categories where business_id = $1', [businessId]);
    await tx.query(
      'insert into business_categories (business_id, category_id) select $1, unnest($2::int[])',
      [businessId, categoryIds],
    );
  }

  return {
    async getBusinesses(request) {
      const query = readListQuery(request, BUSINESSES);
      if (!query) return ok(await inTurn(wholeLists, () => loadBusinesses(db)));
      const { ids, meta } = await readPage(db, BUSINESSES, query);
      return { data: inPageOrder(ids, await loadBusinesses(db, ids)), meta };
    },

    async getBusiness(request, reply) {
      const { record, version } = await readVersioned(db, target(request, pathId(request, 'Business')));
      sendVersion(reply, version);
      return ok(record);
    },

    async createBusiness(request, reply) {
      const actor = actorOf(request);
      const input = readInput(bodyOf(request));
      await validate(input);
      const change = changeBy(actor, 'CREATE', 'BUSINESS', `created business ${input.name}`);
      const { id } = await createRecord(db, 'businesses', change, async (tx) => {
        const newId = returnedId(
          await tx.query('insert into businesses (name, region_id) values ($1, $2) returning id', [
            input.name,
            input.regionId,
          ]),
        );
        await setCategories(tx, newId, input.categoryIds);
        return { id: newId };
      });
      sendVersion(reply, 1);
      return created(reply, await found(id));
    },

    async updateBusiness(request, reply) {
      const actor = actorOf(request);
      const id = pathId(request, 'Business');
      const input = readInput(bodyOf(request));
      const business = await found(id);
      await validate(input, id);
      const renamed = business.name === input.name ? input.name : `${business.name} (now ${input.name})`;
      const change = changeBy(actor, 'UPDATE', 'BUSINESS', `updated business ${renamed}`);
      const { version } = await writeRecord(db, target(request, id), change, async (tx) => {
        await tx.query('update businesses set name = $1, region_id = $2 where id = $3', [
          input.name,
          input.regionId,
          id,
        ]);
        await setCategories(tx, id, input.categoryIds);
      });
      sendVersion(reply, version);
      return ok(await found(id));
    },

    async deleteBusiness(request) {
      const actor = actorOf(request);
      const business = await found(pathId(request, 'Business'));
      const change = changeBy(actor, 'DELETE', 'BUSINESS', `deleted business ${business.name}`);
      await deleteRecord(db, target(request, business.id), change, async (tx) => {
        const [row] = await tx.query(
          'select count(*)::int as count from referrals where referrer_id = $1 or referred_to_id = $1',
          [business.id],
        );
        const count = row ? int(row, 'count') : 0;
        if (count > 0) {
          throw conflict(
            `Business ${business.name} is named by ${count} referral${count === 1 ? '' : 's'}. Delete ${count === 1 ? 'it' : 'them'} before deleting the business.`,
          );
        }
        // Its users are let go (each one's history says so), its category links removed (cascade).
        const users = await tx.query('select id from users where business_id = $1', [business.id]);
        await writeRelated(
          tx,
          'users',
          users.map((row) => int(row, 'id')),
          actor.id,
          'UPDATE',
          async () => {
            await tx.query('update users set business_id = null, updated_at = now() where business_id = $1', [
              business.id,
            ]);
          },
        );
        await tx.query('delete from businesses where id = $1', [business.id]);
      });
      return ack(`Business ${business.name} deleted.`);
    },

    async addBusinessUser(request) {
      const actor = actorOf(request);
      const body = bodyOf(request);
      const business = await findNamed(db, 'businesses', intField(body, 'businessId'));
      if (!business) throw notFound('Business');
      const account = await findAccount(db, intField(body, 'userId'));
      if (!account) throw notFound('User');
      const change = changeBy(
        actor,
        'UPDATE',
        'BUSINESS',
        `added ${fullName(account)} to business ${business.name}`,
      );
      // The user's business changes (their history), and the lists of users of both businesses.
      const touches = [business.id, account.business].flatMap((businessId) =>
        businessId === null ? [] : [{ model: 'BUSINESS' as const, id: businessId }],
      );
      await writeRecord(db, userTarget(account.id), { ...change, touches }, async (tx) => {
        await tx.query('update users set business_id = $1, updated_at = now() where id = $2', [
          business.id,
          account.id,
        ]);
      });
      return ack(`${fullName(account)} added to ${business.name}.`);
    },

    async removeBusinessUser(request) {
      const actor = actorOf(request);
      const business = await findNamed(db, 'businesses', pathId(request, 'Business', 'businessId'));
      if (!business) throw notFound('Business');
      const account = await findAccount(db, pathId(request, 'User', 'userId'));
      if (!account || account.business !== business.id) throw notFound('User of this business');
      const change = changeBy(
        actor,
        'UPDATE',
        'BUSINESS',
        `removed ${fullName(account)} from business ${business.name}`,
      );
      const touches = [{ model: 'BUSINESS' as const, id: business.id }];
      await writeRecord(db, userTarget(account.id), { ...change, touches }, async (tx) => {
        await tx.query('update users set business_id = null, updated_at = now() where id = $1', [account.id]);
      });
      return ack(`${fullName(account)} removed from ${business.name}.`);
    },
  };
}
