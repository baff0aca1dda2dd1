import type { FastifyRequest } from 'fastify';
import { fullName, writeLog } from '../audit';
import {
  looksLikeRecoveryCode,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from '../auth/recoveryCodes';
import { open, seal } from '../auth/secretBox';
import { completeSession } from '../auth/secondFactor';
import { endOtherSessions, endSessionById, listSessions } from '../auth/sessionList';
import { revokeSessions, type SessionUser } from '../auth/sessions';
import { newTotpSecret, totpStep, totpUri } from '../auth/totp';
import { findAccount, toUser } from '../data/users';
import { publishChange } from '../data/writes';
import type { Queryable } from '../db/database';
import { int, text, timestamp } from '../db/rows';
import { ApiError, conflict, invalidField, notFound, tooManyRequests } from '../http/errors';
import { bodyOf, pathId, str } from '../http/input';
import { ack, actorOf, ok, type Handlers, type RouteContext } from './context';

export const WRONG_CODE =
  'That code is not right. Check your authenticator app (or the recovery code) and try again.';
const TOTP_UNAVAILABLE =
  'Authenticator apps cannot be set up on this server: its operator has not set SECOND_FACTOR_KEY.';
const NO_FACTOR_YET = 'Set up an authenticator app or a passkey first.';
/** An enrollment not confirmed within this long is started again. */
const ENROLLMENT_MINUTES = 30;

const contextOf = (userId: number) => `totp:${userId}`;

function tokenOf(request: FastifyRequest): string {
  const token = request.headers['x-auth-token'];
  if (typeof token !== 'string' || token === '') throw new ApiError(401, 'Please sign in.');
  return token;
}

/** Ends sessions' event streams at once on every instance: they re-check theirs on a user change. */
async function wakeStreams(tx: Queryable, userId: number, actorId: number): Promise<void> {
  await publishChange(tx, 'users', userId, actorId);
}

export function secondFactorHandlers({ db, loginThrottle, secondFactor: settings }: RouteContext): Handlers {
  /** Accepts a code of one of the account's authenticator apps, each 30-second step once only. */
  async function acceptTotp(user: SessionUser, code: string): Promise<boolean> {
    const key = settings.key;
    if (key === null) return false;
    const rows = await db.query(
      `select id, secret_box from second_factors
        where user_id = $1 and kind = 'totp' and confirmed_at is not null limit 10`,
      [user.id],
    );
    for (const row of rows) {
      const secret = open(key, contextOf(user.id), text(row, 'secret_box'));
      const step = secret === null ? null : totpStep(secret, code);
      if (step === null) continue;
      // One statement: of parallel requests with the same code, one moves the step on.
      const moved = await db.query(
        `update second_factors set last_step = $2, last_used_at = now()
          where id = $1 and (last_step is null or last_step < $2) returning id`,
        [int(row, 'id'), step],
      );
      if (moved.length === 1) return true;
    }
    return false;
  }

  return {
    async getAccountSecurity(request) {
      const user = actorOf(request);
      const rows = await db.query(
        `select id, kind, name, created_at, last_used_at from second_factors
          where user_id = $1 and confirmed_at is not null order by id limit 100`,
        [user.id],
      );
      const [grace] = await db.query('select password_only_sign_ins as used from users where id = $1', [
        user.id,
      ]);
      return ok({
        factors: rows.map((row) => ({
          id: int(row, 'id'),
          kind: text(row, 'kind'),
          name: text(row, 'name'),
          createdAt: timestamp(row, 'created_at'),
          lastUsedAt: row.last_used_at === null ? null : timestamp(row, 'last_used_at'),
        })),
        recoveryCodesLeft: await recoveryCodesLeft(db, user.id),
        required: settings.required,
        graceSignInsLeft: settings.required
          ? Math.max(0, settings.graceSignIns - (grace ? int(grace, 'used') : 0))
          : null,
        totpAvailable: settings.key !== null,
        stage: user.stage,
      });
    },

    async startTotpEnrollment(request) {
      const user = actorOf(request);
      if (settings.key === null) throw conflict(TOTP_UNAVAILABLE);
      const [existing] = await db.query(
        `select 1 from second_factors where user_id = $1 and kind = 'totp' and confirmed_at is not null`,
        [user.id],
      );
      if (existing)
        throw conflict('An authenticator app is set up already. Remove it first to set up another.');
      const secret = newTotpSecret();
      const id = await db.transaction(async (tx) => {
        await tx.query(
          `delete from second_factors where user_id = $1 and kind = 'totp' and confirmed_at is null`,
          [user.id],
        );
        const [row] = await tx.query(
          `insert into second_factors (user_id, kind, name, secret_box) values ($1, 'totp', 'Authenticator app', $2)
           returning id`,
          [user.id, seal(settings.key ?? Buffer.alloc(0), contextOf(user.id), secret)],
        );
        if (!row) throw new Error('The insert returned no row');
        return int(row, 'id');
      });
      // The one answer that carries the key: the admin's app needs it, and it is never sent again.
      return ok({ id, secret, uri: totpUri(secret, user.email) });
    },

    async confirmTotpEnrollment(request) {
      const user = actorOf(request);
      const body = bodyOf(request);
      const id = pathId(request, 'Enrollment');
      const key = settings.key;
      if (key === null) throw conflict(TOTP_UNAVAILABLE);
      const [row] = await db.query(
        `select secret_box from second_factors
          where id = $1 and user_id = $2 and kind = 'totp' and confirmed_at is null
            and created_at > now() - make_interval(mins => $3)`,
        [id, user.id, ENROLLMENT_MINUTES],
      );
      if (!row) throw notFound('Enrollment');
      const secret = open(key, contextOf(user.id), text(row, 'secret_box'));
      const step = secret === null ? null : totpStep(secret, str(body, 'code').replace(/\s/g, ''));
      if (step === null) throw invalidField('code', WRONG_CODE);
      const recoveryCodes = await db.transaction(async (tx) => {
        const confirmed = await tx.query(
          `update second_factors set confirmed_at = now(), last_step = $2, last_used_at = now()
            where id = $1 and confirmed_at is null returning id`,
          [id, step],
        );
        if (confirmed.length !== 1) throw notFound('Enrollment');
        await completeSession(tx, user.sessionId);
        await writeLog(tx, {
          action: 'UPDATE',
          model: 'USER',
          message: `${fullName(user)} turned on an authenticator app as a second factor`,
          userId: user.id,
        });
        // The first factor comes with recovery codes: the way back when the phone is lost.
        return (await recoveryCodesLeft(tx, user.id)) === 0 ? replaceRecoveryCodes(tx, user.id) : null;
      });
      return ok({ recoveryCodes });
    },

    async deleteSecondFactor(request) {
      const user = actorOf(request);
      const id = pathId(request, 'Second factor');
      await db.transaction(async (tx) => {
        const [removed] = await tx.query(
          'delete from second_factors where id = $1 and user_id = $2 and confirmed_at is not null returning kind, name',
          [id, user.id],
        );
        if (!removed) throw notFound('Second factor');
        const [left] = await tx.query(
          'select 1 from second_factors where user_id = $1 and confirmed_at is not null',
          [user.id],
        );
        // Recovery codes stand in for a factor: with none left there is nothing for them to stand in for.
        if (!left) await tx.query('delete from recovery_codes where user_id = $1', [user.id]);
        const what =
          text(removed, 'kind') === 'totp'
            ? 'an authenticator app'
            : `the passkey "${text(removed, 'name')}"`;
        await writeLog(tx, {
          action: 'UPDATE',
          model: 'USER',
          message: `${fullName(user)} removed ${what} as a second factor`,
          userId: user.id,
        });
      });
      return ack('Removed.');
    },

    async replaceRecoveryCodes(request) {
      const user = actorOf(request);
      const codes = await db.transaction(async (tx) => {
        const [factor] = await tx.query(
          'select 1 from second_factors where user_id = $1 and confirmed_at is not null',
          [user.id],
        );
        if (!factor) throw conflict(NO_FACTOR_YET);
        const fresh = await replaceRecoveryCodes(tx, user.id);
        await writeLog(tx, {
          action: 'UPDATE',
          model: 'USER',
          message: `${fullName(user)} made new recovery codes (the old ones no longer work)`,
          userId: user.id,
        });
        return fresh;
      });
      return ok({ recoveryCodes: codes });
    },

    async verifySecondFactor(request) {
      const user = actorOf(request);
      if (user.stage !== 'second-factor') throw conflict('This session needs no second factor.');
      const code = str(bodyOf(request), 'code').trim();
      // Counted before the code is judged, like a password: parallel guesses cannot all slip through.
      const admission = await loginThrottle.admit(`second-factor:${user.email}`, request.ip);
      if (!admission.allowed) throw tooManyRequests(admission.retryAfterSeconds, 'second-factor attempts');
      let accepted: 'authenticator app' | 'recovery code' | null = null;
      try {
        const digits = code.replace(/\s/g, '');
        if (/^[0-9]{6}$/.test(digits)) {
          if (await acceptTotp(user, digits)) accepted = 'authenticator app';
        } else if (looksLikeRecoveryCode(code) && (await spendRecoveryCode(db, user.id, code))) {
          accepted = 'recovery code';
        }
        if (accepted === null) {
          await writeLog(db, {
            action: 'LOGIN',
            model: 'USER',
            message: `Failed second factor for ${fullName(user)} (${user.email}) from ${request.ip}`,
            userId: user.id,
          });
          throw invalidField('code', WRONG_CODE);
        }
      } finally {
        await admission.settle(accepted !== null);
      }
      const how = accepted;
      await db.transaction(async (tx) => {
        await completeSession(tx, user.sessionId);
        const left = how === 'recovery code' ? await recoveryCodesLeft(tx, user.id) : null;
        await writeLog(tx, {
          action: 'LOGIN',
          model: 'USER',
          message:
            left === null
              ? `${fullName(user)} signed in with an authenticator app`
              : `${fullName(user)} signed in with a recovery code (${left} left)`,
          userId: user.id,
        });
      });
      const account = await findAccount(db, user.id);
      if (!account) throw new ApiError(401, 'Please sign in.');
      return ok({ token: tokenOf(request), user: toUser(account) });
    },

    async listSessions(request) {
      const user = actorOf(request);
      return ok(await listSessions(db, user.id, user.sessionId));
    },

    async endSession(request) {
      const user = actorOf(request);
      const id = pathId(request, 'Session');
      if (id === user.sessionId) throw conflict('This is the session you are using: sign out instead.');
      await db.transaction(async (tx) => {
        if (!(await endSessionById(tx, user.id, id))) throw notFound('Session');
        await wakeStreams(tx, user.id, user.id);
        await writeLog(tx, {
          action: 'LOGIN',
          model: 'USER',
          message: `${fullName(user)} ended one of their other sessions`,
          userId: user.id,
        });
      });
      return ack('Signed out there.');
    },

    async endOtherSessions(request) {
      const user = actorOf(request);
      const ended = await db.transaction(async (tx) => {
        const count = await endOtherSessions(tx, user.id, user.sessionId);
        if (count > 0) {
          await wakeStreams(tx, user.id, user.id);
          await writeLog(tx, {
            action: 'LOGIN',
            model: 'USER',
            message: `${fullName(user)} signed out everywhere else (${count} session${count === 1 ? '' : 's'} ended)`,
            userId: user.id,
          });
        }
        return count;
      });
      return ack(
        ended === 0
          ? 'There were no other sessions.'
          : `Signed out of ${ended} other session${ended === 1 ? '' : 's'}.`,
      );
    },

    async resetUserSecondFactor(request) {
      const actor = actorOf(request);
      const id = pathId(request, 'User');
      if (id === actor.id) throw conflict('Remove your own factors on your account page.');
      const target = await findAccount(db, id);
      if (!target) throw notFound('User');
      const removed = await db.transaction(async (tx) => {
        const factors = await tx.query('delete from second_factors where user_id = $1 returning id', [id]);
        await tx.query('delete from recovery_codes where user_id = $1', [id]);
        // Whoever holds one of their sessions (perhaps with the lost phone) is signed out.
        await revokeSessions(tx, id);
        await wakeStreams(tx, id, actor.id);
        await writeLog(tx, {
          action: 'UPDATE',
          model: 'USER',
          message: `${fullName(actor)} reset the second factor of ${fullName(target)} and ended their sessions`,
          userId: actor.id,
        });
        return factors.length;
      });
      return ack(
        removed === 0
          ? `${fullName(target)} had no second factor; their sessions were ended.`
          : `The second factor of ${fullName(target)} was reset and their sessions were ended. They set up a new one at their next sign-in.`,
      );
    },
  };
}
