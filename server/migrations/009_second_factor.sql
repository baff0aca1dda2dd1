-- A second factor (docs/second-factor.md): what a session may do, where it was opened and last
-- seen, the factors each account has enrolled, and its single-use recovery codes.

-- 'full' sessions do what the account may; 'second-factor' ones (the password alone, with a factor
-- enrolled) only complete the second factor; 'enroll' ones (past the operator's grace) only enroll.
alter table sessions
  add column stage text not null default 'full' check (stage in ('full', 'second-factor', 'enroll')),
  add column user_agent text check (length(user_agent) <= 512),
  add column address text check (length(address) <= 64),
  add column last_seen_at timestamptz;

-- Sign-ins made with the password alone while the operator requires a second factor (the grace).
alter table users add column password_only_sign_ins integer not null default 0;

create table second_factors (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  kind text not null check (kind in ('totp', 'passkey')),
  name text not null check (btrim(name) <> '' and length(name) <= 100),
  -- TOTP: the secret, encrypted (AES-256-GCM, the key from the environment); never stored in clear.
  secret_box text,
  -- TOTP: the last 30-second step whose code was accepted; a code of it or an earlier one is refused.
  last_step bigint,
  -- Passkeys: the credential's id (base64url), public key (COSE, base64url) and signature counter.
  credential_id text unique,
  public_key text,
  sign_count bigint,
  transports text,
  -- Null until a first code (or the passkey's registration) proved the enrollment.
  confirmed_at timestamptz,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  check ((kind = 'totp') = (secret_box is not null)),
  check ((kind = 'passkey') = (credential_id is not null and public_key is not null))
);
create index second_factors_user_id_idx on second_factors (user_id);

create table recovery_codes (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  code_hash text not null unique,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index recovery_codes_user_id_idx on recovery_codes (user_id);

-- A passkey ceremony's challenge, single use, for a few minutes.
create table passkey_challenges (
  id integer generated always as identity primary key,
  session_id integer not null references sessions (id) on delete cascade,
  purpose text not null check (purpose in ('register', 'sign-in')),
  challenge text not null,
  expires_at timestamptz not null
);
create index passkey_challenges_session_idx on passkey_challenges (session_id);
