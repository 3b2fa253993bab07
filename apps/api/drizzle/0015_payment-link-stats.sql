CREATE TABLE "payment_link_stats" (
	"link_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"views" bigint DEFAULT 0 NOT NULL,
	"started" bigint DEFAULT 0 NOT NULL,
	"started_amount" bigint DEFAULT 0 NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	"failed_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_link_stats_link_id_shard_pk" PRIMARY KEY("link_id","shard")
);
--> statement-breakpoint
ALTER TABLE "payment_link_stats" ADD CONSTRAINT "payment_link_stats_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_link_failed_idx" ON "transactions" USING btree ("link_id","failure_reason") WHERE "transactions"."status" = 'failed';--> statement-breakpoint
-- The totals so far, then triggers keep them: an insert is a checkout started; a status change
-- moves the transaction between paid and failed (its amounts with it); a page view is a view.
INSERT INTO "payment_link_stats" ("link_id", "shard", "started", "started_amount", "paid", "paid_amount", "failed", "failed_amount")
SELECT "link_id", 0, count(*), coalesce(sum("total"), 0),
  count(*) FILTER (WHERE "status" = 'success'), coalesce(sum("amount_paid") FILTER (WHERE "status" = 'success'), 0),
  count(*) FILTER (WHERE "status" = 'failed'), coalesce(sum("total") FILTER (WHERE "status" = 'failed'), 0)
FROM "transactions" WHERE "link_id" IS NOT NULL GROUP BY "link_id";
--> statement-breakpoint
INSERT INTO "payment_link_stats" ("link_id", "shard", "views")
SELECT "link_id", 1, count(*) FROM "link_events" WHERE "kind" = 'view' GROUP BY "link_id";
--> statement-breakpoint
CREATE FUNCTION "payment_link_stats_add"(link uuid, d_views bigint, d_started bigint, d_started_amount bigint,
  d_paid bigint, d_paid_amount bigint, d_failed bigint, d_failed_amount bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO payment_link_stats AS s (link_id, shard, views, started, started_amount, paid, paid_amount, failed, failed_amount)
  VALUES (link, floor(random() * 16)::smallint, d_views, d_started, d_started_amount, d_paid, d_paid_amount, d_failed, d_failed_amount)
  ON CONFLICT (link_id, shard) DO UPDATE SET
    views = s.views + excluded.views,
    started = s.started + excluded.started,
    started_amount = s.started_amount + excluded.started_amount,
    paid = s.paid + excluded.paid,
    paid_amount = s.paid_amount + excluded.paid_amount,
    failed = s.failed + excluded.failed,
    failed_amount = s.failed_amount + excluded.failed_amount;
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_link_stats_on_transaction"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  started bigint := 0; started_amount bigint := 0;
  paid bigint := 0; paid_amount bigint := 0; failed bigint := 0; failed_amount bigint := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    started := 1;
    started_amount := NEW.total;
  ELSE
    started_amount := NEW.total - OLD.total;
    IF OLD.status = 'success' THEN paid := paid - 1; paid_amount := paid_amount - OLD.amount_paid; END IF;
    IF OLD.status = 'failed' THEN failed := failed - 1; failed_amount := failed_amount - OLD.total; END IF;
  END IF;
  IF NEW.status = 'success' THEN paid := paid + 1; paid_amount := paid_amount + NEW.amount_paid; END IF;
  IF NEW.status = 'failed' THEN failed := failed + 1; failed_amount := failed_amount + NEW.total; END IF;
  IF NEW.link_id IS NOT NULL AND (started <> 0 OR started_amount <> 0 OR paid <> 0 OR paid_amount <> 0
      OR failed <> 0 OR failed_amount <> 0) THEN
    PERFORM payment_link_stats_add(NEW.link_id, 0, started, started_amount, paid, paid_amount, failed, failed_amount);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_payment_link_stats" AFTER INSERT OR UPDATE OF "status", "amount_paid", "total"
ON "transactions" FOR EACH ROW EXECUTE FUNCTION "payment_link_stats_on_transaction"();
--> statement-breakpoint
CREATE FUNCTION "payment_link_stats_on_view"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'view' THEN PERFORM payment_link_stats_add(NEW.link_id, 1, 0, 0, 0, 0, 0, 0); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "link_events_payment_link_stats" AFTER INSERT ON "link_events"
FOR EACH ROW EXECUTE FUNCTION "payment_link_stats_on_view"();
