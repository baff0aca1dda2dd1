import type { FastifyRequest } from 'fastify';
import {
  changeBy,
  createRecord,
  deleteRecord,
  readVersioned,
  writeRecord,
  writeRelated,
} from '../data/writes';
import type { Queryable } from '../db/database';
import { acceptedVersions, sendVersion } from '../http/versions';
import { loadReferral, loadReferrals, moneyMadeOf } from '../data/referrals';
import { findNamed } from '../data/records';
import { int as intColumn, returnedId } from '../db/rows';
import { sendWholeList } from '../http/wholeLists';
import { invalidField, notFound } from '../http/errors';
import { inPageOrder, readListQuery, readPage } from '../lists/paging';
import { REFERRALS } from '../lists/referrals';
import { bodyOf, int, optionalInt, optionalStr, pathId, queryFlag, queryOf, str } from '../http/input';
import type { JsonObject } from '../openapi/document';
import { ack, actorOf, created, ok, type Handlers, type RouteContext } from './context';

/** Body field → column, for the fields a client may set (acceptance and customer type are the app's). */
const TEXT_FIELDS = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  mobile: 'mobile',
  website: 'website',
  businessName: 'business_name',
  importance: 'importance',
  description: 'description',
} as const;

type TextField = keyof typeof TEXT_FIELDS;
const TEXT_FIELD_NAMES = Object.keys(TEXT_FIELDS).filter((key): key is TextField => key in TEXT_FIELDS);

function textChanges(body: JsonObject): Partial<Record<TextField, string>> {
  const changes: Partial<Record<TextField, string>> = {};
  for (const field of TEXT_FIELD_NAMES) {
    const value = optionalStr(body, field);
    if (value !== undefined) changes[field] = value;
  }
  return changes;
}

export function referralHandlers({ db, wholeLists }: RouteContext): Handlers {
  async function found(id: number, extended = false) {
    const referral = await loadReferral(db, id, extended);
    if (!referral) throw notFound('Referral');
    return referral;
  }

  const target = (request: FastifyRequest, id: number) => ({
    table: 'referrals' as const,
    id,
    what: 'Referral',
    accepted: acceptedVersions(request),
    load: (q: Queryable) => loadReferral(q, id),
  });

  /** Both ends must exist and differ. */
  async function businessesFor(referrerId: number, referredToId: number) {
    const referrer = await findNamed(db, 'businesses', referrerId);
    if (!referrer) throw invalidField('referrer', 'No such business');
    const referredTo = await findNamed(db, 'businesses', referredToId);
    if (!referredTo) throw invalidField('referredTo', 'No such business');
    if (referrer.id === referredTo.id) throw invalidField('referredTo', 'A business cannot refer to itself');
    return { referrer, referredTo };
  }

  return {
    async getReferrals(request, reply) {
      const business = optionalInt(queryOf(request), 'business');
      if (business === undefined) {
        const query = readListQuery(request, REFERRALS);
        if (!query) {
          return sendWholeList(reply, wholeLists, db, 'referrals', (chunk) =>
            loadReferrals(db, { ids: chunk }),
          );
        }
        const { ids, meta } = await readPage(db, REFERRALS, query);
        return { data: inPageOrder(ids, await loadReferrals(db, { ids })), meta };
      }
      // The specification lists a business's referrals as {id, businessName, date}; the
      // business-referrals extension adds both ends, the status and the money made.
      const referrals = await loadReferrals(db, { business });
      const moneyMade = await moneyMadeOf(
        db,
        referrals.map((referral) => referral.id),
      );
      return ok(
        referrals.map(({ id, businessName, createdAt, referrer, referredTo, acceptanceType }) => ({
          id,
          businessName,
          date: createdAt,
          referrer,
          referredTo,
          acceptanceType,
          moneyMade: moneyMade.get(id) ?? 0,
        })),
      );
    },

    async getReferral(request, reply) {
      const id = pathId(request, 'Referral');
      const extended = queryFlag(request, 'extended');
      const { record, version } = await readVersioned(db, {
        ...target(request, id),
        load: (q) => loadReferral(q, id, extended),
      });
      sendVersion(reply, version);
      return ok(record);
    },

    async createReferral(request, reply) {
      const actor = actorOf(request);
      const body = bodyOf(request);
      // Optional fields left out are stored as null.
      const values = {
        firstName: str(body, 'firstName'),
        lastName: optionalStr(body, 'lastName') ?? null,
        email: optionalStr(body, 'email') ?? null,
        mobile: str(body, 'mobile'),
        website: optionalStr(body, 'website') ?? null,
        businessName: str(body, 'businessName'),
        importance: str(body, 'importance'),
        description: optionalStr(body, 'description') ?? null,
      };
      const { referrer, referredTo } = await businessesFor(int(body, 'referrer'), int(body, 'referredTo'));
      const change = changeBy(
        actor,
        'CREATE',
        'REFERRAL',
        `created referral ${values.businessName} from ${referrer.name} to ${referredTo.name}`,
      );
      const { id } = await createRecord(db, 'referrals', change, async (tx) => {
        const newId = returnedId(
          await tx.query(
            `insert into referrals (first_name, last_name, email, mobile, website, business_name, importance,
                                    description, referrer_id, referred_to_id)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
            [
              values.firstName,
              values.lastName,
              values.email,
              values.mobile,
              values.website,
              values.businessName,
              values.importance,
              values.description,
              referrer.id,
              referredTo.id,
            ],
          ),
        );
        return { id: newId };
      });
      sendVersion(reply, 1);
      return created(reply, await found(id));
    },

    async updateReferral(request, reply) {
      const actor = actorOf(request);
      const id = pathId(request, 'Referral');
      const body = bodyOf(request);
      const current = await found(id);
      const fields = textChanges(body);
      const referrerId = optionalInt(body, 'referrer') ?? current.referrer.id;
      const referredToId = optionalInt(body, 'referredTo') ?? current.referredTo.id;
      const { referrer, referredTo } = await businessesFor(referrerId, referredToId);

      const assignments: string[] = [];
      const params: unknown[] = [];
      for (const field of TEXT_FIELD_NAMES) {
        const value = fields[field];
        if (value === undefined) continue;
        params.push(value);
        assignments.push(`${TEXT_FIELDS[field]} = $${params.length}`);
      }
      params.push(referrer.id, referredTo.id, id);
      const n = params.length;
      const change = changeBy(
        actor,
        'UPDATE',
        'REFERRAL',
        `updated referral ${fields.businessName ?? current.businessName}`,
      );
      const { version } = await writeRecord(db, target(request, id), change, async (tx) => {
        await tx.query(
          `update referrals set ${[...assignments, `referrer_id = $${n - 2}`, `referred_to_id = $${n - 1}`, 'updated_at = now()'].join(', ')}
            where id = $${n}`,
          params,
        );
      });
      sendVersion(reply, version);
      return ok(await found(id));
    },

    async deleteReferral(request) {
      const actor = actorOf(request);
      const referral = await found(pathId(request, 'Referral'));
      const change = changeBy(
        actor,
        'DELETE',
        'REFERRAL',
        `deleted referral ${referral.businessName} from ${referral.referrer.name} to ${referral.referredTo.name}`,
      );
      await deleteRecord(db, target(request, referral.id), change, async (tx) => {
        // Its transactions go with it (on delete cascade), each with its own deletion in its history.
        const rows = await tx.query('select id from transactions where referral_id = $1', [referral.id]);
        await writeRelated(
          tx,
          'transactions',
          rows.map((row) => intColumn(row, 'id')),
          actor.id,
          'DELETE',
          async () => {
            await tx.query('delete from referrals where id = $1', [referral.id]);
          },
        );
      });
      return ack(`Referral ${referral.businessName} deleted.`);
    },
  };
}
