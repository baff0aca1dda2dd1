-- Each record's version: 1 when created, one more with every write of the record, bumped in the
-- write's own transaction (server/data/writes.ts). A record's GET sends it as its ETag, and PUT,
-- PATCH and DELETE with If-Match are refused (412) when it has moved on, so two admins editing one
-- record cannot overwrite each other unseen. A record's revisions are numbered with this version.
alter table regions add column version integer not null default 1;
alter table categories add column version integer not null default 1;
alter table businesses add column version integer not null default 1;
alter table users add column version integer not null default 1;
alter table referrals add column version integer not null default 1;
alter table transactions add column version integer not null default 1;
