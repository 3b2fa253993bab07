-- The rollup triggers, cheaper (issue 13: checkout throughput must not regress from the rollups).
-- Each trigger used to PERFORM a LANGUAGE sql function (…_add) holding its INSERT … ON CONFLICT;
-- PostgreSQL plans a non-inlined SQL function's statement again on every call, which cost
-- 0.18–0.28 ms a trigger a payment (auto_explain). PL/pgSQL keeps its statements' plans for the
-- connection's life, so the upserts are now written in the trigger functions themselves. The two
-- row triggers on transactions become one function (one call a row instead of two), and WHEN
-- clauses keep the functions from being called at all for an update that changes no figure (a
-- customer's later payment in the same month, a row rewritten with the same amounts). What is
-- counted, and the shards, are unchanged (0015/0017 and 0026).
CREATE FUNCTION "transactions_rollups"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  started bigint := 0; started_amount bigint := 0;
  paid bigint := 0; paid_amount bigint := 0; failed bigint := 0; failed_amount bigint := 0;
  paid_before boolean := TG_OP = 'UPDATE' AND OLD.status IN ('success', 'underpaid');
  failed_before boolean := TG_OP = 'UPDATE' AND OLD.status = 'failed';
  paid_now boolean := NEW.status IN ('success', 'underpaid');
  failed_now boolean := NEW.status = 'failed';
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
    INSERT INTO merchant_day_stats AS s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed)
    VALUES (OLD.merchant_id, OLD.currency, lagos_day(coalesce(OLD.paid_at, OLD.created_at)), OLD.channel,
      floor(random() * 8)::smallint, -1, -OLD.amount_paid, -OLD.fee, -OLD.net, 0)
    ON CONFLICT (merchant_id, currency, day, channel, shard) DO UPDATE SET
      paid = s.paid + excluded.paid, volume = s.volume + excluded.volume, fees = s.fees + excluded.fees,
      net = s.net + excluded.net, failed = s.failed + excluded.failed;
  ELSIF failed_before THEN
    INSERT INTO merchant_day_stats AS s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed)
    VALUES (OLD.merchant_id, OLD.currency, lagos_day(OLD.created_at), OLD.channel,
      floor(random() * 8)::smallint, 0, 0, 0, 0, -1)
    ON CONFLICT (merchant_id, currency, day, channel, shard) DO UPDATE SET failed = s.failed + excluded.failed;
  END IF;
  IF paid_now THEN
    INSERT INTO merchant_day_stats AS s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed)
    VALUES (NEW.merchant_id, NEW.currency, lagos_day(coalesce(NEW.paid_at, NEW.created_at)), NEW.channel,
      floor(random() * 8)::smallint, 1, NEW.amount_paid, NEW.fee, NEW.net, 0)
    ON CONFLICT (merchant_id, currency, day, channel, shard) DO UPDATE SET
      paid = s.paid + excluded.paid, volume = s.volume + excluded.volume, fees = s.fees + excluded.fees,
      net = s.net + excluded.net, failed = s.failed + excluded.failed;
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
DROP TRIGGER "transactions_payment_link_stats" ON "transactions";
--> statement-breakpoint
DROP TRIGGER "transactions_merchant_day_stats" ON "transactions";
--> statement-breakpoint
DROP FUNCTION "payment_link_stats_on_transaction"();
--> statement-breakpoint
DROP FUNCTION "merchant_day_stats_on_transaction"();
--> statement-breakpoint
DROP FUNCTION "merchant_day_stats_add"(uuid, text, date, text, bigint, bigint, bigint, bigint, bigint);
--> statement-breakpoint
CREATE TRIGGER "transactions_rollups_insert" AFTER INSERT ON "transactions"
FOR EACH ROW EXECUTE FUNCTION "transactions_rollups"();
--> statement-breakpoint
-- Called only when a counted figure moved (the columns both rollups read).
CREATE TRIGGER "transactions_rollups_update" AFTER UPDATE OF "status", "amount_paid", "total", "fee", "net", "paid_at"
ON "transactions" FOR EACH ROW
WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.amount_paid IS DISTINCT FROM NEW.amount_paid
  OR OLD.total IS DISTINCT FROM NEW.total OR OLD.fee IS DISTINCT FROM NEW.fee
  OR OLD.net IS DISTINCT FROM NEW.net OR OLD.paid_at IS DISTINCT FROM NEW.paid_at)
EXECUTE FUNCTION "transactions_rollups"();
--> statement-breakpoint
-- New customers by the month of their first payment; a returning one in each later month they pay
-- (their last_paid_at moves into a month after both their last payment and their first).
CREATE OR REPLACE FUNCTION "merchant_customer_months_on_customer"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  is_new boolean := TG_OP = 'INSERT';
  mon date := CASE WHEN TG_OP = 'INSERT' THEN lagos_month(NEW.first_paid_at) ELSE lagos_month(NEW.last_paid_at) END;
BEGIN
  INSERT INTO merchant_customer_months AS s (merchant_id, month, shard, new_customers, returning_customers)
  VALUES (NEW.merchant_id, mon, floor(random() * 8)::smallint, CASE WHEN is_new THEN 1 ELSE 0 END,
    CASE WHEN is_new THEN 0 ELSE 1 END)
  ON CONFLICT (merchant_id, month, shard) DO UPDATE SET
    new_customers = s.new_customers + excluded.new_customers,
    returning_customers = s.returning_customers + excluded.returning_customers;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "customers_merchant_customer_months" ON "customers";
--> statement-breakpoint
DROP FUNCTION "merchant_customer_months_add"(uuid, date, bigint, bigint);
--> statement-breakpoint
CREATE TRIGGER "customers_merchant_customer_months_insert" AFTER INSERT ON "customers"
FOR EACH ROW EXECUTE FUNCTION "merchant_customer_months_on_customer"();
--> statement-breakpoint
CREATE TRIGGER "customers_merchant_customer_months_update" AFTER UPDATE OF "last_paid_at" ON "customers"
FOR EACH ROW
WHEN (lagos_month(NEW.last_paid_at) > lagos_month(OLD.last_paid_at)
  AND lagos_month(NEW.last_paid_at) > lagos_month(NEW.first_paid_at))
EXECUTE FUNCTION "merchant_customer_months_on_customer"();
