-- An old day's shards of merchant_day_stats are folded into one row (shard -1, which the triggers
-- never write; dashboard/day-stats-fold.ts): a year's stats then read about 1,100 rows for a
-- merchant instead of up to eight times that (2.4 ms of PostgreSQL at 2,700 rows, 1.2 ms folded).
-- This index finds the rows still to fold (the triggers' shards, 0 to 7) without reading the folded.
CREATE INDEX "merchant_day_stats_unfolded_idx" ON "merchant_day_stats" USING btree ("day") WHERE "merchant_day_stats"."shard" >= 0;