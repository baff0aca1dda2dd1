-- Initial schema. Names are compared case-insensitively, hence the unique indexes on lower(...).

create table regions (
  id integer generated always as identity primary key,
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  created_at timestamptz not null default now()
);
create unique index regions_name_key on regions (lower(name));

create table categories (
  id integer generated always as identity primary key,
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  created_at timestamptz not null default now()
);
create unique index categories_name_key on categories (lower(name));

create table businesses (
  id integer generated always as identity primary key,
  name text not null check (btrim(name) <> '' and length(name) <= 200),
  -- A region with businesses cannot be deleted (409), so no cascade here.
  region_id integer not null references regions (id) on delete restrict,
  created_at timestamptz not null default now()
);
create unique index businesses_name_key on businesses (lower(name));
create index businesses_region_id_idx on businesses (region_id);

create table business_categories (
  business_id integer not null references businesses (id) on delete cascade,
  category_id integer not null references categories (id) on delete cascade,
  primary key (business_id, category_id)
);
create index business_categories_category_id_idx on business_categories (category_id);

create table users (
  id integer generated always as identity primary key,
  email text not null check (length(email) between 3 and 254),
  first_name text not null check (length(first_name) <= 200),
  last_name text not null check (length(last_name) <= 200),
  mobile text not null check (mobile ~ '^[0-9]{1,20}$'),
  is_admin boolean not null default false,
  is_active boolean not null default true,
  -- Deleting a business detaches its users.
  business_id integer references businesses (id) on delete set null,
  -- Null until the invitee verifies the account by choosing a password.
  password_hash text,
  verified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (verified_at is null or password_hash is not null)
);
create unique index users_email_key on users (lower(email));
create index users_business_id_idx on users (business_id);

-- Only hashes of tokens are stored: a leaked table does not leak usable sessions or links.
create table sessions (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_user_id_idx on sessions (user_id);

create table user_tokens (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('verify', 'reset')),
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index user_tokens_user_id_idx on user_tokens (user_id);

create table referrals (
  id integer generated always as identity primary key,
  business_name text not null check (length(business_name) <= 200),
  description text check (length(description) <= 5000),
  importance text not null check (importance in ('Hot', 'Medium', 'Low')),
  acceptance_type text not null default 'Pending',
  customer_type text,
  closure_reason text,
  first_name text not null check (length(first_name) <= 200),
  last_name text check (length(last_name) <= 200),
  email text check (length(email) <= 254),
  mobile text not null check (length(mobile) <= 20),
  website text check (length(website) <= 500),
  -- A business named by referrals cannot be deleted (409).
  referrer_id integer not null references businesses (id) on delete restrict,
  referred_to_id integer not null references businesses (id) on delete restrict,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (referrer_id <> referred_to_id)
);
create index referrals_referrer_id_idx on referrals (referrer_id);
create index referrals_referred_to_id_idx on referrals (referred_to_id);
create index referrals_newest_idx on referrals (created_at desc, id desc);

create table transactions (
  id integer generated always as identity primary key,
  referral_id integer not null references referrals (id) on delete cascade,
  amount numeric(12, 2) not null check (amount > 0 and amount <= 1000000000),
  date date not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index transactions_referral_id_idx on transactions (referral_id);

create table logs (
  id integer generated always as identity primary key,
  message text not null,
  action text not null check (
    action in ('CREATE', 'UPDATE', 'DELETE', 'INVITE', 'VERIFY', 'LOGIN', 'REQUEST_PASSWORD_RESET', 'PASSWORD_RESET')
  ),
  model text not null check (model in ('BUSINESS', 'REFERRAL', 'USER', 'REGION', 'CATEGORY')),
  -- The entry outlives the user responsible for it.
  user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index logs_newest_idx on logs (created_at desc, id desc);
create index logs_user_id_idx on logs (user_id);
