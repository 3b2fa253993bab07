CREATE TABLE "merchant_customer_months" (
	"merchant_id" uuid NOT NULL,
	"month" date NOT NULL,
	"shard" smallint NOT NULL,
	"new_customers" bigint DEFAULT 0 NOT NULL,
	"returning_customers" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_customer_months_merchant_id_month_shard_pk" PRIMARY KEY("merchant_id","month","shard")
);
--> statement-breakpoint
CREATE TABLE "merchant_day_stats" (
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"shard" smallint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"volume" bigint DEFAULT 0 NOT NULL,
	"fees" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_day_stats_merchant_id_currency_day_channel_shard_pk" PRIMARY KEY("merchant_id","currency","day","channel","shard")
);
--> statement-breakpoint
ALTER TABLE "merchant_customer_months" ADD CONSTRAINT "merchant_customer_months_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_day_stats" ADD CONSTRAINT "merchant_day_stats_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Africa/Lagos calendar days and months: UTC+1 all year (Nigeria keeps no daylight time), so the
-- rule needs no time zone database and gives the same day on every server.
CREATE FUNCTION "lagos_day"(t timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT ((t AT TIME ZONE 'UTC') + interval '1 hour')::date $$;
--> statement-breakpoint
CREATE FUNCTION "lagos_month"(t timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT date_trunc('month', (t AT TIME ZONE 'UTC') + interval '1 hour')::date $$;
--> statement-breakpoint
-- The figures so far, then triggers keep them. A payment (success, or underpaid for what was kept)
-- counts on the day it was paid; a failure on the day its checkout began.
INSERT INTO "merchant_day_stats" ("merchant_id", "currency", "day", "channel", "shard", "paid", "volume", "fees", "net", "failed")
SELECT "merchant_id", "currency",
  lagos_day(CASE WHEN "status" = 'failed' THEN "created_at" ELSE coalesce("paid_at", "created_at") END) AS "d",
  "channel", 0,
  count(*) FILTER (WHERE "status" IN ('success', 'underpaid')),
  coalesce(sum("amount_paid") FILTER (WHERE "status" IN ('success', 'underpaid')), 0),
  coalesce(sum("fee") FILTER (WHERE "status" IN ('success', 'underpaid')), 0),
  coalesce(sum("net") FILTER (WHERE "status" IN ('success', 'underpaid')), 0),
  count(*) FILTER (WHERE "status" = 'failed')
FROM "transactions" WHERE "status" IN ('success', 'underpaid', 'failed')
GROUP BY "merchant_id", "currency", "d", "channel";
--> statement-breakpoint
CREATE FUNCTION "merchant_day_stats_add"(m uuid, cur text, d date, ch text,
  d_paid bigint, d_volume bigint, d_fees bigint, d_net bigint, d_failed bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO merchant_day_stats AS s (merchant_id, currency, day, channel, shard, paid, volume, fees, net, failed)
  VALUES (m, cur, d, ch, floor(random() * 8)::smallint, d_paid, d_volume, d_fees, d_net, d_failed)
  ON CONFLICT (merchant_id, currency, day, channel, shard) DO UPDATE SET
    paid = s.paid + excluded.paid,
    volume = s.volume + excluded.volume,
    fees = s.fees + excluded.fees,
    net = s.net + excluded.net,
    failed = s.failed + excluded.failed;
$$;
--> statement-breakpoint
CREATE FUNCTION "merchant_day_stats_on_transaction"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status = NEW.status AND OLD.amount_paid = NEW.amount_paid AND OLD.fee = NEW.fee
        AND OLD.net = NEW.net AND OLD.paid_at IS NOT DISTINCT FROM NEW.paid_at THEN
      RETURN NULL;
    END IF;
    IF OLD.status IN ('success', 'underpaid') THEN
      PERFORM merchant_day_stats_add(OLD.merchant_id, OLD.currency, lagos_day(coalesce(OLD.paid_at, OLD.created_at)),
        OLD.channel, -1, -OLD.amount_paid, -OLD.fee, -OLD.net, 0);
    ELSIF OLD.status = 'failed' THEN
      PERFORM merchant_day_stats_add(OLD.merchant_id, OLD.currency, lagos_day(OLD.created_at), OLD.channel, 0, 0, 0, 0, -1);
    END IF;
  END IF;
  IF NEW.status IN ('success', 'underpaid') THEN
    PERFORM merchant_day_stats_add(NEW.merchant_id, NEW.currency, lagos_day(coalesce(NEW.paid_at, NEW.created_at)),
      NEW.channel, 1, NEW.amount_paid, NEW.fee, NEW.net, 0);
  ELSIF NEW.status = 'failed' THEN
    PERFORM merchant_day_stats_add(NEW.merchant_id, NEW.currency, lagos_day(NEW.created_at), NEW.channel, 0, 0, 0, 0, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_merchant_day_stats" AFTER INSERT OR UPDATE OF "status", "amount_paid", "fee", "net", "paid_at"
ON "transactions" FOR EACH ROW EXECUTE FUNCTION "merchant_day_stats_on_transaction"();
--> statement-breakpoint
-- New customers by the month of their first payment; returning ones in each later month they paid.
INSERT INTO "merchant_customer_months" ("merchant_id", "month", "shard", "new_customers", "returning_customers")
SELECT "merchant_id", "m", 0, sum("n"), sum("r") FROM (
  SELECT "merchant_id", lagos_month("first_paid_at") AS "m", count(*) AS "n", 0 AS "r"
  FROM "customers" GROUP BY 1, 2
  UNION ALL
  SELECT c."merchant_id", paid."m", 0, count(*)
  FROM (SELECT DISTINCT t."customer_id", lagos_month(t."paid_at") AS "m" FROM "transactions" t
        WHERE t."status" IN ('success', 'underpaid') AND t."customer_id" IS NOT NULL AND t."paid_at" IS NOT NULL) paid
  JOIN "customers" c ON c."id" = paid."customer_id"
  WHERE paid."m" > lagos_month(c."first_paid_at")
  GROUP BY 1, 2
) counted GROUP BY "merchant_id", "m";
--> statement-breakpoint
CREATE FUNCTION "merchant_customer_months_add"(m uuid, mon date, d_new bigint, d_returning bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO merchant_customer_months AS s (merchant_id, month, shard, new_customers, returning_customers)
  VALUES (m, mon, floor(random() * 8)::smallint, d_new, d_returning)
  ON CONFLICT (merchant_id, month, shard) DO UPDATE SET
    new_customers = s.new_customers + excluded.new_customers,
    returning_customers = s.returning_customers + excluded.returning_customers;
$$;
--> statement-breakpoint
-- A customer row is inserted by their first payment, and its last_paid_at moves with each later one
-- (customers-service.ts): a move into a later month than both the last payment and the first is
-- one returning customer that month.
CREATE FUNCTION "merchant_customer_months_on_customer"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM merchant_customer_months_add(NEW.merchant_id, lagos_month(NEW.first_paid_at), 1, 0);
  ELSIF lagos_month(NEW.last_paid_at) > lagos_month(OLD.last_paid_at)
      AND lagos_month(NEW.last_paid_at) > lagos_month(NEW.first_paid_at) THEN
    PERFORM merchant_customer_months_add(NEW.merchant_id, lagos_month(NEW.last_paid_at), 0, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "customers_merchant_customer_months" AFTER INSERT OR UPDATE OF "last_paid_at"
ON "customers" FOR EACH ROW EXECUTE FUNCTION "merchant_customer_months_on_customer"();
