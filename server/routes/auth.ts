import type { FastifyRequest } from 'fastify';
import { createSession, endSession, findSessionUser, revokeSessions } from '../auth/sessions';
import { canonicalEmail } from '../data/emailAddress';
import type { Queryable } from '../db/database';
import { untrustedText } from '../data/untrustedText';
import { consumeUserToken, findUserToken, issueUserToken } from '../auth/user-tokens';
import { fullName, writeLog } from '../audit';
import { changeBy, createRecord, publishChange } from '../data/writes';
import { returnedId } from '../db/rows';
import { emailTaken, findAccount, findAccountByEmail, toUser } from '../data/users';
import { exists } from '../data/records';
import { ApiError, conflict, invalidField, notFound, tooManyRequests } from '../http/errors';
import { bodyOf, bool, nullableInt, queryOf, str } from '../http/input';
import { oneLine } from '../mail';
import { ack, actorOf, created, ok, type Handlers, type RouteContext } from './context';

export const WRONG_CREDENTIALS = 'Incorrect email or password.';
export const DISABLED = 'This account has been disabled. Please contact an administrator.';
export const RESET_REQUESTED =
  'If an account exists for that address, you will receive an email with a link to reset your password.';
const INVALID_VERIFY_LINK = 'No user found! This verification link is invalid, used or expired.';
const INVALID_RESET_LINK = 'No user found! This password-reset link is invalid, used or expired.';

/** Whether the attempt carries a live session of the account it names: its owner, signed in elsewhere. */
async function signedInAs(request: FastifyRequest, email: string, db: Queryable): Promise<boolean> {
  const token = request.headers['x-auth-token'];
  if (typeof token !== 'string' || token === '') return false;
  const user = await findSessionUser(db, token);
  return user !== null && canonicalEmail(user.email) === canonicalEmail(email);
}

export function authHandlers({
  db,
  mailer,
  publicUrl,
  loginThrottle,
  passwords,
  sessionsPerAccount,
}: RouteContext): Handlers {
  async function sendInvitation(to: string, name: string, token: string): Promise<void> {
    const link = `${publicUrl()}/verify?token=${token}`;
    await mailer.send({
      kind: 'invitation',
      to,
      subject: 'You are invited to the Referral Network',
      text: `Hello ${oneLine(name)},\n\nYou have been invited to the Referral Network. Create your password here (the link is valid for 7 days):\n\n${link}\n`,
      link,
    });
  }

  async function sendResetLink(email: string): Promise<void> {
    const account = await findAccountByEmail(db, email);
    if (!account || !account.verified || !account.isActive) return;
    const token = await db.transaction(async (tx) => {
      const resetToken = await issueUserToken(tx, account.id, 'reset');
      await writeLog(tx, {
        action: 'REQUEST_PASSWORD_RESET',
        model: 'USER',
        message: `${fullName(account)} requested a password reset`,
        userId: account.id,
      });
      return resetToken;
    });
    const link = `${publicUrl()}/reset-password?token=${token}`;
    await mailer.send({
      kind: 'password-reset',
      to: account.email,
      subject: 'Reset your Referral Network password',
      text: `Hello ${oneLine(fullName(account))},\n\nReset your password here (the link is valid for 1 hour):\n\n${link}\n\nIf you did not ask for this, ignore this email.\n`,
      link,
    });
  }

  return {
    async login(request) {
      const body = bodyOf(request);
      const email = str(body, 'email');
      const password = str(body, 'password');
      // Counted before the hash, atomically: parallel attempts cannot all slip under the limit.
      const admission = await loginThrottle.admit(email, request.ip, {
        knownOwner: await signedInAs(request, email, db),
      });
      if (!admission.allowed) throw tooManyRequests(admission.retryAfterSeconds, 'sign-in attempts');
      let signedIn = false;
      let account: Awaited<ReturnType<typeof findAccountByEmail>>;
      try {
        if (admission.pausedForSeconds > 0) {
          await writeLog(db, {
            action: 'LOGIN',
            model: 'USER',
            message: `Sign-ins for ${untrustedText(email)} from ${request.ip} paused for ${admission.pausedForSeconds} s after repeated tries`,
            userId: null,
          });
        }

        account = await findAccountByEmail(db, email);
        // Always hash, even for an unknown address, so the answer time does not reveal accounts.
        const passwordMatches = await passwords.verify(password, account?.passwordHash ?? null);
        if (!account || !passwordMatches) {
          await writeLog(db, {
            action: 'LOGIN',
            model: 'USER',
            message: account
              ? `Failed sign-in for ${fullName(account)} (${account.email}) from ${request.ip}`
              : `Failed sign-in for an unknown address (${untrustedText(email)}) from ${request.ip}`,
            userId: account?.id ?? null,
          });
          // The same words whether the address is unknown, invited but not verified, or the password is wrong.
          throw new ApiError(401, WRONG_CREDENTIALS);
        }
        if (!account.isActive) throw new ApiError(401, DISABLED);
        signedIn = true;
      } finally {
        await admission.settle(signedIn);
      }
      // Older, cheaper hashes are made again at today's cost now that the password is known.
      if (passwords.needsRehash(account.passwordHash)) {
        await db.query('update users set password_hash = $1 where id = $2', [
          await passwords.hash(password),
          account.id,
        ]);
      }

      const token = await db.transaction(async (tx) => {
        const sessionToken = await createSession(tx, account.id, sessionsPerAccount);
        await writeLog(tx, {
          action: 'LOGIN',
          model: 'USER',
          message: `${fullName(account)} signed in`,
          userId: account.id,
        });
        return sessionToken;
      });
      return ok({ token, user: toUser(account) });
    },

    async logout(request) {
      const token = request.headers['x-auth-token'];
      // Whatever the token (none, unknown, already ended), the answer is the same: signed out.
      if (typeof token === 'string' && token !== '') {
        const user = await endSession(db, token);
        if (user) {
          await writeLog(db, {
            action: 'LOGIN',
            model: 'USER',
            message: `${fullName(user)} signed out`,
            userId: user.id,
          });
        }
      }
      return ack('Signed out.');
    },

    async getVerifyUser(request) {
      const userId = await findUserToken(db, str(queryOf(request), 'token'), 'verify');
      const account = userId === null ? null : await findAccount(db, userId);
      if (!account || account.verified) throw new ApiError(404, INVALID_VERIFY_LINK);
      return ok({ firstName: account.firstName, lastName: account.lastName, isAdmin: account.isAdmin });
    },

    async verifyAccount(request) {
      const token = str(queryOf(request), 'token');
      const body = bodyOf(request);
      const password = str(body, 'password');
      if (password !== str(body, 'verifyPassword'))
        throw invalidField('verifyPassword', 'Passwords do not match!');
      const userId = await findUserToken(db, token, 'verify');
      const account = userId === null ? null : await findAccount(db, userId);
      if (!account || account.verified) throw new ApiError(404, INVALID_VERIFY_LINK);
      const passwordHash = await passwords.hash(password);
      await db.transaction(async (tx) => {
        if (!(await consumeUserToken(tx, token, 'verify'))) throw new ApiError(404, INVALID_VERIFY_LINK);
        await tx.query(
          'update users set password_hash = $1, verified_at = now(), updated_at = now() where id = $2',
          [passwordHash, account.id],
        );
        // No field of the user's history changes (the password is never part of it), but the user
        // moves from the invitations to the users: open consoles hear of it.
        await publishChange(tx, 'users', account.id, account.id);
        await writeLog(tx, {
          action: 'VERIFY',
          model: 'USER',
          message: `${fullName(account)} verified their account`,
          userId: account.id,
        });
      });
      return ack('Your account is verified. You can now sign in.');
    },

    async resendVerification(request) {
      const actor = actorOf(request);
      const email = str(bodyOf(request), 'email');
      const account = await findAccountByEmail(db, email);
      if (!account) throw notFound('User');
      if (account.verified) throw invalidField('email', 'This user has already verified their account');
      const token = await db.transaction(async (tx) => {
        const verifyToken = await issueUserToken(tx, account.id, 'verify');
        await writeLog(tx, {
          action: 'INVITE',
          model: 'USER',
          message: `${fullName(actor)} resent the invitation to ${fullName(account)}`,
          userId: actor.id,
        });
        return verifyToken;
      });
      await sendInvitation(account.email, fullName(account), token);
      return ack(`A new invitation has been sent to ${account.email}.`);
    },

    async requestPasswordReset(request) {
      const email = str(bodyOf(request), 'email');
      const admission = await loginThrottle.admitResetRequest(email, request.ip);
      if (!admission.allowed) throw tooManyRequests(admission.retryAfterSeconds, 'password-reset requests');
      // Everything that depends on whether the address exists happens after the answer, so a
      // known address answers as fast as an unknown one.
      setImmediate(() => {
        sendResetLink(email).catch((error: unknown) =>
          console.error('Could not handle a password-reset request:', error),
        );
      });
      return ack(RESET_REQUESTED);
    },

    async getProfileByToken(request) {
      const userId = await findUserToken(db, str(queryOf(request), 'token'), 'reset');
      const account = userId === null ? null : await findAccount(db, userId);
      if (!account) throw new ApiError(404, INVALID_RESET_LINK);
      return ok({ firstName: account.firstName, lastName: account.lastName });
    },

    async resetPassword(request) {
      const body = bodyOf(request);
      const token = str(body, 'token');
      const userId = await findUserToken(db, token, 'reset');
      const account = userId === null ? null : await findAccount(db, userId);
      if (!account) throw new ApiError(404, INVALID_RESET_LINK);
      const passwordHash = await passwords.hash(str(body, 'password'));
      await db.transaction(async (tx) => {
        if (!(await consumeUserToken(tx, token, 'reset'))) throw new ApiError(404, INVALID_RESET_LINK);
        await tx.query('update users set password_hash = $1, updated_at = now() where id = $2', [
          passwordHash,
          account.id,
        ]);
        // Whoever knew the old password is signed out everywhere.
        await revokeSessions(tx, account.id);
        await writeLog(tx, {
          action: 'PASSWORD_RESET',
          model: 'USER',
          message: `${fullName(account)} reset their password`,
          userId: account.id,
        });
      });
      return ack('Your password has been reset. You can now sign in.');
    },

    async registerUser(request, reply) {
      const actor = actorOf(request);
      const body = bodyOf(request);
      const email = str(body, 'email');
      const firstName = str(body, 'firstName');
      const lastName = str(body, 'lastName');
      const mobile = str(body, 'mobile');
      const isAdmin = bool(body, 'isAdmin');
      const business = nullableInt(body, 'business');
      if (business !== null && !(await exists(db, 'businesses', business))) {
        throw invalidField('business', 'No such business');
      }
      if (await emailTaken(db, email))
        throw conflict(`A user with the email address ${email} already exists.`);

      const change = changeBy(actor, 'INVITE', 'USER', `invited ${fullName({ firstName, lastName })}`);
      // The new user's business lists them (once verified); it hears of the change.
      const touches = business === null ? [] : [{ model: 'BUSINESS' as const, id: business }];
      const { id: userId, token } = await createRecord(db, 'users', { ...change, touches }, async (tx) => {
        const id = returnedId(
          await tx.query(
            `insert into users (email, first_name, last_name, mobile, is_admin, business_id)
             values ($1, $2, $3, $4, $5, $6) returning id`,
            [email, firstName, lastName, mobile, isAdmin, business],
          ),
        );
        // The token's hash is stored in user_tokens, never in the user's history.
        return { id, token: await issueUserToken(tx, id, 'verify') };
      });
      await sendInvitation(email, fullName({ firstName, lastName }), token);
      const account = await findAccount(db, userId);
      if (!account) throw notFound('User');
      return created(reply, toUser(account));
    },
  };
}
