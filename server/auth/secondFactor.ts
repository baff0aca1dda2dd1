import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { int } from '../db/rows';
import { readSecretKey } from './secretBox';

/**
 * What a session may do. 'full': whatever its account may. 'second-factor': the password alone,
 * with a factor enrolled: only complete the second factor. 'enroll': the password alone, past the
 * operator's grace: only enroll a factor. Sign-out ends any of them.
 */
export type SessionStage = 'full' | 'second-factor' | 'enroll';

export const SESSION_STAGES: readonly SessionStage[] = ['full', 'second-factor', 'enroll'];

export type SecondFactorSettings = {
  /** SECOND_FACTOR_KEY: seals TOTP secrets at rest; without it no authenticator app can be enrolled. */
  key: Buffer | null;
  /** Whether every admin must have a second factor (REQUIRE_SECOND_FACTOR, --require-second-factor). */
  required: boolean;
  /** Sign-ins with the password alone an admin without a factor still has once one is required. */
  graceSignIns: number;
};

export const SECOND_FACTOR_OPTIONAL: SecondFactorSettings = { key: null, required: false, graceSignIns: 0 };

const MAX_GRACE = 1000;

function readGrace(value: string | undefined): number {
  const setting = value?.trim() ?? '';
  if (setting === '') return 0;
  if (!/^[0-9]+$/.test(setting) || Number(setting) > MAX_GRACE)
    throw new Error(`SECOND_FACTOR_GRACE=${setting}: give a number of sign-ins from 0 to ${MAX_GRACE}.`);
  return Number(setting);
}

/**
 * The operator's settings: the environment, or the server's flags `--require-second-factor` and
 * `--second-factor-grace=N`. Requiring a second factor without a key is refused: the admins
 * could then enroll only a passkey, and a restart with a key forgotten would lock them all out
 * of their authenticator apps.
 */
export function readSecondFactorSettings(
  env: NodeJS.ProcessEnv,
  args: readonly string[] = [],
): SecondFactorSettings {
  const flag = (name: string) =>
    args.find((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`))?.split('=')[1];
  const requiredFlag = args.includes('--require-second-factor');
  const required = requiredFlag || ['1', 'true'].includes(env.REQUIRE_SECOND_FACTOR?.trim() ?? '');
  const key = readSecretKey(env.SECOND_FACTOR_KEY);
  if (required && key === null)
    throw new Error(
      'A second factor is required (REQUIRE_SECOND_FACTOR or --require-second-factor) but SECOND_FACTOR_KEY is not set: ' +
        'set it to 32 random bytes (`openssl rand -base64 32`) and keep it with the database backups.',
    );
  return { key, required, graceSignIns: readGrace(flag('second-factor-grace') ?? env.SECOND_FACTOR_GRACE) };
}

/** The operations a session that is not yet 'full' may call (by operationId). */
const ALLOWED: Record<Exclude<SessionStage, 'full'>, ReadonlySet<string>> = {
  'second-factor': new Set(['verifySecondFactor', 'startPasskeySignIn']),
  enroll: new Set([
    'getAccountSecurity',
    'startTotpEnrollment',
    'confirmTotpEnrollment',
    'startPasskeyRegistration',
    'finishPasskeyRegistration',
  ]),
};

export const SECOND_FACTOR_PENDING =
  'Finish signing in first: enter the code from your authenticator app, a recovery code, or use your passkey.';
export const ENROLLMENT_REQUIRED =
  'A second factor is required for every admin on this server: set up an authenticator app or a passkey on your account page first.';

/** Why a session at `stage` may not call `operationId`, or null when it may. */
export function refusalFor(stage: SessionStage, operationId: string): string | null {
  if (stage === 'full' || ALLOWED[stage].has(operationId)) return null;
  return stage === 'enroll' ? ENROLLMENT_REQUIRED : SECOND_FACTOR_PENDING;
}

/** The `secondFactor` field of a sign-in's answer (absent when there is nothing to say). */
export type SignInSecondFactor =
  | { step: 'verify'; methods: Array<'totp' | 'passkey' | 'recovery-code'> }
  | { step: 'enroll' }
  | { step: 'grace'; signInsLeft: number };

/** The factors the account has proved, by kind, and whether it has recovery codes left. */
export async function enrolledMethods(
  q: Queryable,
  userId: number,
): Promise<(SignInSecondFactor & { step: 'verify' }) | null> {
  const rows = await q.query(
    `select kind from second_factors where user_id = $1 and confirmed_at is not null
     union all
     select 'recovery-code' from recovery_codes where user_id = $1 and used_at is null
     limit 100`,
    [userId],
  );
  const kinds = new Set(rows.map((row) => String(row.kind)));
  if (!kinds.has('totp') && !kinds.has('passkey')) return null;
  const methods = (['totp', 'passkey', 'recovery-code'] as const).filter((kind) => kinds.has(kind));
  return { step: 'verify', methods };
}

/**
 * The stage a sign-in with the password alone starts at: the second-factor step when the account
 * has a factor; otherwise, where the operator requires one for admins, a full session while the
 * grace lasts (each such sign-in uses one) and then the enrollment step.
 */
export async function signInStage(
  q: Queryable,
  account: { id: number; isAdmin: boolean },
  settings: SecondFactorSettings,
): Promise<{ stage: SessionStage; secondFactor?: SignInSecondFactor }> {
  const enrolled = await enrolledMethods(q, account.id);
  if (enrolled) return { stage: 'second-factor', secondFactor: enrolled };
  if (!settings.required || !account.isAdmin) return { stage: 'full' };
  const [row] = await q.query(
    `update users set password_only_sign_ins = password_only_sign_ins + 1
      where id = $1 and password_only_sign_ins < $2 returning password_only_sign_ins as used`,
    [account.id, settings.graceSignIns],
  );
  if (!row) return { stage: 'enroll', secondFactor: { step: 'enroll' } };
  return {
    stage: 'full',
    secondFactor: { step: 'grace', signInsLeft: settings.graceSignIns - int(row, 'used') },
  };
}

/** Where a session was opened from, as kept in its row (bounded: a header can be long). */
export function sessionOrigin(request: FastifyRequest): { userAgent: string | null; address: string } {
  const agent = request.headers['user-agent'];
  return {
    userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null,
    address: request.ip.slice(0, 64),
  };
}

/** The session moves on to 'full' once its second factor is proved (or first enrolled). */
export async function completeSession(q: Queryable, sessionId: number): Promise<void> {
  await q.query(`update sessions set stage = 'full' where id = $1`, [sessionId]);
}
