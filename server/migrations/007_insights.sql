-- The insights extension (routes/insights.ts). A business's latest referral, given or received,
-- is one index lookup each way instead of a read of all its referrals; money per month of a
-- period reads the transactions of those days only.
create index if not exists referrals_referrer_created_idx on referrals (referrer_id, created_at);
create index if not exists referrals_referred_to_created_idx on referrals (referred_to_id, created_at);
create index if not exists transactions_date_idx on transactions (date);
