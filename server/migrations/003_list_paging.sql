-- Server-side paging of the lists that grow: each page, search and filter of the audit
-- log (a million entries), referrals, businesses and users must stay fast. A page is read in the
-- order of an index (keyset or offset), never by sorting the whole table, and a search uses trigram
-- indexes (pg_trgm) instead of reading every row for '%word%'. Every order ends with the list's
-- default order and the id, so the indexes below end the same way.

-- pg_trgm ships with PostgreSQL's contrib and with PGlite. Where it cannot be installed, searches
-- still work, by scanning.
do $$
begin
  create extension if not exists pg_trgm;
exception when others then
  raise notice 'pg_trgm is not available (%): list searches will scan instead of using an index', sqlerrm;
end
$$;

-- The audit log is sorted and searched by the responsible user's name, which lives in users: a copy
-- here (lower case; empty once the user is deleted), kept by the triggers below, lets one index
-- serve both. Renaming a user rewrites that user's entries' copy.
alter table logs add column user_name text not null default '';
update logs l set user_name = lower(u.first_name || ' ' || u.last_name) from users u where u.id = l.user_id;

create or replace function logs_user_name() returns trigger language plpgsql as $$
begin
  new.user_name := coalesce((select lower(u.first_name || ' ' || u.last_name) from users u where u.id = new.user_id), '');
  return new;
end
$$;
create trigger logs_user_name before insert or update of user_id on logs
  for each row execute function logs_user_name();

create or replace function users_renamed() returns trigger language plpgsql as $$
begin
  update logs set user_name = lower(new.first_name || ' ' || new.last_name) where user_id = new.id;
  return null;
end
$$;
create trigger users_renamed after update of first_name, last_name on users
  for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
  execute function users_renamed();

-- What a search of the log reads, stored: a search for a common word checks hundreds of thousands
-- of rows, and lower() on each of them at query time doubled that work.
alter table logs add column search_text text generated always as (lower(message) || ' ' || user_name) stored;

-- Exact entry counts per action and model, kept by statement triggers: the total of an unfiltered
-- (or action/model-filtered) page is a sum over a few dozen rows instead of counting a million.
create table log_counts (
  action text not null,
  model text not null,
  entries bigint not null,
  primary key (action, model)
);
insert into log_counts (action, model, entries) select action, model, count(*) from logs group by action, model;

create or replace function log_counts_add() returns trigger language plpgsql as $$
begin
  insert into log_counts (action, model, entries)
    select action, model, count(*) from new_entries group by action, model
  on conflict (action, model) do update set entries = log_counts.entries + excluded.entries;
  return null;
end
$$;
create or replace function log_counts_remove() returns trigger language plpgsql as $$
begin
  update log_counts c set entries = c.entries - gone.entries
    from (select action, model, count(*) as entries from old_entries group by action, model) gone
   where c.action = gone.action and c.model = gone.model;
  return null;
end
$$;
create or replace function log_counts_move() returns trigger language plpgsql as $$
begin
  update log_counts c set entries = c.entries + moved.entries
    from (select action, model, sum(change) as entries
            from (select action, model, -1 as change from old_entries
                  union all select action, model, 1 from new_entries) changes
           group by action, model) moved
   where c.action = moved.action and c.model = moved.model and moved.entries <> 0;
  insert into log_counts (action, model, entries)
    select action, model, count(*) from new_entries n
     where not exists (select 1 from log_counts c where c.action = n.action and c.model = n.model)
     group by action, model;
  return null;
end
$$;
create or replace function log_counts_clear() returns trigger language plpgsql as $$
begin
  delete from log_counts;
  return null;
end
$$;
create trigger logs_counted_insert after insert on logs referencing new table as new_entries
  for each statement execute function log_counts_add();
create trigger logs_counted_delete after delete on logs referencing old table as old_entries
  for each statement execute function log_counts_remove();
create trigger logs_counted_update after update on logs referencing old table as old_entries new table as new_entries
  for each statement execute function log_counts_move();
create trigger logs_counted_truncate after truncate on logs
  for each statement execute function log_counts_clear();

-- Audit log: filters by action and by model in date order; the same indexes serve sorting by them.
create index logs_action_idx on logs (action, created_at, id);
create index logs_model_idx on logs (model, created_at, id);
create index logs_message_idx on logs (lower(message), created_at, id);
create index logs_user_name_idx on logs (user_name, created_at, id);

-- Referrals: importance sorts hottest first, so its index is on the rank, not the word.
create index referrals_importance_idx on referrals (
  (case importance when 'Hot' then 0 when 'Medium' then 1 else 2 end), created_at, id
);
create index referrals_status_idx on referrals (acceptance_type, created_at, id);
create index referrals_business_name_idx on referrals (lower(business_name), created_at, id);

-- Users in name order (the list's default order).
create index users_name_idx on users (lower(first_name), lower(last_name), id);

-- Trigram indexes over each large list's own searchable text (a log entry's action and model, and
-- a referral's business names, are matched through the few codes or ids a word can match).
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_trgm') then
    execute $sql$create index logs_search_idx on logs using gin (search_text gin_trgm_ops)$sql$;
    execute $sql$create index referrals_search_idx on referrals using gin (
      lower(business_name || ' ' || importance || ' ' || acceptance_type) gin_trgm_ops
    )$sql$;
    execute $sql$create index users_search_idx on users using gin (
      lower(first_name || ' ' || last_name || ' ' || email || ' ' || mobile) gin_trgm_ops
    )$sql$;
  end if;
end
$$;
