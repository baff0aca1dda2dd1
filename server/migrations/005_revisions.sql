-- Each record's history and the change events of a live console.
--
-- A revision is written by the one write path (server/data/writes.ts) in the write's own
-- transaction: a rolled-back write leaves none. `version` is the record's version after the write
-- (the number its ETag carries); a deletion takes the next number. `changes` holds only the fields
-- that changed, as [{field, from, to}] in the form of the record's write payload; never a password,
-- a token or a hash (those are not fields of any payload).
create table revisions (
  id integer generated always as identity primary key,
  model text not null check (model in ('BUSINESS', 'REFERRAL', 'TRANSACTION', 'USER', 'REGION', 'CATEGORY')),
  record_id integer not null,
  version integer not null,
  action text not null check (action in ('CREATE', 'UPDATE', 'DELETE')),
  -- The history outlives the user responsible for it.
  actor_id integer references users (id) on delete set null,
  at timestamptz not null default now(),
  changes jsonb not null default '[]'
);
-- One revision per version of a record; a record's history is read newest first from this index.
create unique index revisions_record_idx on revisions (model, record_id, version);
create index revisions_actor_id_idx on revisions (actor_id);

-- The fields whose values differ between two snapshots of a record (jsonb objects, null for none):
-- on a create every field with `from` null, on a delete every field with `to` null.
create or replace function revision_changes(before jsonb, after jsonb) returns jsonb
language sql immutable as $$
  select coalesce(
    jsonb_agg(jsonb_build_object('field', k, 'from', before -> k, 'to', after -> k) order by k),
    '[]'::jsonb)
    from jsonb_object_keys(coalesce(before, '{}'::jsonb) || coalesce(after, '{}'::jsonb)) as k
   where (before -> k) is distinct from (after -> k)
$$;

-- Change events travel by NOTIFY on channel 'changes', each numbered from this sequence in the
-- write's transaction: the numbers are the same on every instance, so a client that resumes a
-- stream with Last-Event-ID on another instance behind a load balancer resumes where it was.
-- (A reseed on PostgreSQL drops the tables but keeps it: numbers never go back for open consoles.)
create sequence if not exists change_event_seq;
