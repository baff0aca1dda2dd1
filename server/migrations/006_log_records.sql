-- The record an audit entry is about (the history extension): the log links each entry written by
-- the one write path to that record's history, which outlives the record. Entries from before
-- this migration, and those about no record (a sign-in), have none.
alter table logs add column record_model text, add column record_id integer;
