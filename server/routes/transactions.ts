import type { FastifyRequest } from 'fastify';
import { changeBy, createRecord, deleteRecord, readVersioned, writeRecord } from '../data/writes';
import type { Queryable } from '../db/database';
import { acceptedVersions, sendVersion } from '../http/versions';
import { TRANSACTION_COLUMNS, toTransaction } from '../data/referrals';
import { isStorableId } from '../db/ids';
import { returnedId, text } from '../db/rows';
import { invalidField, notFound } from '../http/errors';
import { bodyOf, int, num, optionalInt, pathId, str } from '../http/input';
import { dollars } from '../money';
import { ack, actorOf, created, ok, type Handlers, type RouteContext } from './context';

export function transactionHandlers({ db }: RouteContext): Handlers {
  async function load(q: Queryable, id: number) {
    const [row] = await q.query(`select ${TRANSACTION_COLUMNS} from transactions where id = $1`, [id]);
    return row ? toTransaction(row) : null;
  }

  async function found(id: number) {
    const transaction = await load(db, id);
    if (!transaction) throw notFound('Transaction');
    return transaction;
  }

  const target = (request: FastifyRequest, id: number) => ({
    table: 'transactions' as const,
    id,
    what: 'Transaction',
    accepted: acceptedVersions(request),
    load: (q: Queryable) => load(q, id),
  });

  async function referralName(referralId: number): Promise<string> {
    if (!isStorableId(referralId)) throw notFound('Referral');
    const [row] = await db.query('select business_name from referrals where id = $1', [referralId]);
    if (!row) throw notFound('Referral');
    return text(row, 'business_name');
  }

  /** The schema allows at most two decimals; toFixed hands PostgreSQL the exact decimal. */
  const toNumeric = (amount: number) => amount.toFixed(2);

  return {
    async getTransaction(request, reply) {
      const { record, version } = await readVersioned(db, target(request, pathId(request, 'Transaction')));
      sendVersion(reply, version);
      return ok(record);
    },

    async createTransaction(request, reply) {
      const actor = actorOf(request);
      const body = bodyOf(request);
      const amount = num(body, 'amount');
      const date = str(body, 'date');
      const referralId = int(body, 'referralId');
      const businessName = await referralName(referralId);
      const change = changeBy(
        actor,
        'UPDATE',
        'REFERRAL',
        `added a transaction of ${dollars(amount)} to referral ${businessName}`,
      );
      // The referral's page lists its transactions: it hears of the change too.
      const touches = [{ model: 'REFERRAL' as const, id: referralId }];
      const { id } = await createRecord(db, 'transactions', { ...change, touches }, async (tx) => ({
        id: returnedId(
          await tx.query(
            'insert into transactions (referral_id, amount, date) values ($1, $2::numeric, $3::date) returning id',
            [referralId, toNumeric(amount), date],
          ),
        ),
      }));
      sendVersion(reply, 1);
      return created(reply, await found(id));
    },

    async updateTransaction(request, reply) {
      const actor = actorOf(request);
      const id = pathId(request, 'Transaction');
      const body = bodyOf(request);
      const transactionId = optionalInt(body, 'transactionId');
      if (transactionId !== undefined && transactionId !== id) {
        throw invalidField('transactionId', 'Does not match the transaction in the address');
      }
      const amount = num(body, 'amount');
      const date = str(body, 'date');
      const referralId = int(body, 'referralId');
      const current = await found(id);
      const businessName = await referralName(referralId);
      const change = changeBy(
        actor,
        'UPDATE',
        'REFERRAL',
        `updated a transaction of referral ${businessName} to ${dollars(amount)} on ${date}`,
      );
      const touches = [...new Set([current.referralId, referralId])].map((referral) => ({
        model: 'REFERRAL' as const,
        id: referral,
      }));
      const { version } = await writeRecord(db, target(request, id), { ...change, touches }, async (tx) => {
        await tx.query(
          'update transactions set amount = $1::numeric, date = $2::date, referral_id = $3, updated_at = now() where id = $4',
          [toNumeric(amount), date, referralId, id],
        );
      });
      sendVersion(reply, version);
      return ok(await found(id));
    },

    async deleteTransaction(request) {
      const actor = actorOf(request);
      const transaction = await found(pathId(request, 'Transaction'));
      const businessName = await referralName(transaction.referralId);
      const change = changeBy(
        actor,
        'UPDATE',
        'REFERRAL',
        `removed a transaction of ${dollars(transaction.amount)} from referral ${businessName}`,
      );
      const touches = [{ model: 'REFERRAL' as const, id: transaction.referralId }];
      await deleteRecord(db, target(request, transaction.id), { ...change, touches }, async (tx) => {
        await tx.query('delete from transactions where id = $1', [transaction.id]);
      });
      return ack('Transaction deleted.');
    },
  };
}
