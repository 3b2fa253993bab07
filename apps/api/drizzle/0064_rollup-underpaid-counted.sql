-- The merchant's day rollup also counts its underpaid payments (the column is 0063's), so the
-- transactions list can bound a count of `success` alone by `paid - underpaid` from the rollup
-- instead of counting 10,001 index entries (transactions-list.ts). The function is 0036's with the
-- underpaid count added to the two upserts that move `paid`; the triggers calling it are unchanged.
-- Writes to transactions wait from here to the migration's commit (reads do not): a payment that
-- turns underpaid is then either in the count below or counted by the new function, never lost.
LOCK TABLE "transactions" IN SHARE MODE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transactions_rollups"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  started bigint := 0; started_amount bigint := 0;
  paid bigint := 0; paid_amount bigint := 0; failed bigint := 0; failed_amount bigint := 0;
  paid_before boolean := TG_OP = 'UPDATE' AND OLD.status IN ('success', 'underpaid');
  failed_before boolean := TG_OP = 'UPDATE' AND OLD.status = 'failed';
  paid_now boolean := NEW.status IN ('success', 'underpaid');
  failed_now boolean := NEW.status = 'failed';
  underpaid_before bigint := CASE WHEN TG_OP = 'UPDATE' AND OLD.status = 'underpaid' THEN 1 ELSE 0 END;
  underpaid_now bigint := CASE WHEN NEW.status = 'underpaid' THEN 1 ELSE 0 END;
BEGIN
  -- The link's funnel (payment_link_stats, 16 shards).
  IF TG_OP = 'INSERT' THEN
    started := 1;
    started_amount := NEW.total;
  ELSE
    started_amount := NEW.total - OLD.total;
    IF paid_before THEN paid := -1; paid_amount := -OLD.amount_paid; END IF;
    IF failed_before THEN failed := -1; failed_amount := -OLD.total; END IF;
  END IF;
  IF paid_now THEN paid := paid + 1; paid_amount := paid_amount + NEW.amount_paid; END IF;
  IF failed_now THEN failed := failed + 1; failed_amount := failed_amount + NEW.total; END IF;
  IF NEW.link_id IS NOT NULL AND (started <> 0 OR started_amount <> 0 OR paid <> 0 OR paid_amount <> 0
      OR failed <> 0 OR failed_amount <> 0) THEN
    INSERT INTO payment_link_stats AS s (link_id, shard, views, started, started_amount, paid, paid_amount, failed, failed_amount)
    VALUES (NEW.link_id, floor(random() * 16)::smallint, 0, started, started_amount, paid, paid_amount, failed, failed_amount)
    ON CONFLICT (link_id, shard) DO UPDATE SET
      started = s.started + excluded.started,
      started_amount = s.started_amount + excluded.started_amount,
      paid = s.paid + excluded.paid,
      paid_amount = s.paid_amount + excluded.paid_amount,
      failed = s.failed + excluded.failed,
      failed_amount = s.failed_amount + excluded.failed_amount;
  END IF;

  -- The merchant's days (merchant_day_stats, 8 shards): a payment on the day it was paid, a
  -- failure on the day its checkout began. An update that moves no figure of the day leaves it.
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.amount_paid = NEW.amount_paid
      AND OLD.fee = NEW.fee AND OLD.net = NEW.net AND OLD.paid_at IS NOT DISTINCT FROM NEW.paid_at THEN
    RETURN NULL;
  END IF;
  IF paid_before THEN
    INSERT INTO merchant_day_stats AS s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed, underpaid)
    VALUES (OLD.merchant_id, OLD.currency, lagos_day(coalesce(OLD.paid_at, OLD.created_at)), OLD.channel,
      floor(random() * 8)::smallint, -1, -OLD.amount_paid, -OLD.fee, -OLD.net, 0, -underpaid_before)
    ON CONFLICT (merchant_id, currency, day, channel, shard) DO UPDATE SET
      paid = s.paid + excluded.paid, volume = s.volume + excluded.volume, fees = s.fees + excluded.fees,
      net = s.net + excluded.net, failed = s.failed + excluded.failed, underpaid = s.underpaid + excluded.underpaid;
  ELSIF failed_before THEN
    INSERT INTO merchant_day_stats AS s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed)
    VALUES (OLD.merchant_id, OLD.currency, lagos_day(OLD.created_at), OLD.channel,
      floor(random() * 8)::smallint, 0, 0, 0, 0, -1)
    ON CONFLICT (merchant_id, currency, day, channel, shard) DO UPDATE SET failed = s.failed + excluded.failed;
  END IF;
  IF paid_now THEN
    INSERT INTO merchant_day_stats AS s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed, underpaid)
    VALUES (NEW.merchant_id, NEW.currency, lagos_day(coalesce(NEW.paid_at, NEW.created_at)), NEW.channel,
      floor(random() * 8)::smallint, 1, NEW.amount_paid, NEW.fee, NEW.net, 0, underpaid_now)
    ON CONFLICT (merchant_id, currency, day, channel, shard) DO UPDATE SET
      paid = s.paid + excluded.paid, volume = s.volume + excluded.volume, fees = s.fees + excluded.fees,
      net = s.net + excluded.net, failed = s.failed + excluded.failed, underpaid = s.underpaid + excluded.underpaid;
  ELSIF failed_now THEN
    INSERT INTO merchant_day_stats AS s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed)
    VALUES (NEW.merchant_id, NEW.currency, lagos_day(NEW.created_at), NEW.channel,
      floor(random() * 8)::smallint, 0, 0, 0, 0, 1)
    ON CONFLICT (merchant_id, currency, day, channel, shard) DO UPDATE SET failed = s.failed + excluded.failed;
  END IF;
  RETURN NULL;
END
$$;

--> statement-breakpoint
-- The payments already underpaid, counted once on shard 0 of their day (a key's figures are the
-- sum of its shards).
INSERT INTO merchant_day_stats AS s (merchant_id, currency, day, channel, shard, underpaid)
SELECT merchant_id, currency, lagos_day(coalesce(paid_at, created_at)), channel, 0, count(*)
FROM transactions WHERE status = 'underpaid'
GROUP BY merchant_id, currency, lagos_day(coalesce(paid_at, created_at)), channel
ON CONFLICT (merchant_id, currency, day, channel, shard) DO UPDATE SET underpaid = s.underpaid + excluded.underpaid;
