-- The insights extension (routes/insights.ts) reads a period's referrals and money from indexes
-- alone: the referrals made in a period with the businesses and acceptance type its figures
-- group by; the transactions dated in a period with their referral and amount; and each of those
-- referrals' receiving business. Without them a year's figures read the referrals' rows, and the
-- money read every referral's row to find the business that received it.
create index if not exists referrals_created_cover_idx
  on referrals (created_at) include (referrer_id, referred_to_id, acceptance_type);
create index if not exists referrals_id_referred_to_idx on referrals (id, referred_to_id);
create index if not exists transactions_date_cover_idx on transactions (date) include (referral_id, amount);
drop index if exists transactions_date_idx;
