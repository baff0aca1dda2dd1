-- Sign-in attempts, counted before any password is checked, in the database so that every server
-- instance on one PostgreSQL sees the same counts.
create table login_throttle (
  key text primary key,
  attempts integer not null,
  last_attempt timestamptz not null,
  blocked_until timestamptz
);
