CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"processor_ref" text NOT NULL,
	"reason" text,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"voided" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "usage_reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "usage_slot" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE INDEX "transactions_card_open_idx" ON "transactions" USING btree ("updated_at") WHERE "transactions"."channel" = 'card' and "transactions"."status" in ('pending', 'otp_required');--> statement-breakpoint
-- A checkout holding a usage slot gives it back when it fails, or turns it into a use when it ends
-- paid, in the statement that changes its status (so it happens once, whichever path ends it).
-- Only rows with usage_slot fire it: an unlimited link's payments never touch the link's row.
CREATE FUNCTION "payment_link_usage_on_end"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'failed' THEN
    UPDATE payment_links SET usage_reserved = usage_reserved - 1 WHERE id = NEW.link_id;
  ELSE
    UPDATE payment_links SET usage_reserved = usage_reserved - 1, usage_count = usage_count + 1
    WHERE id = NEW.link_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_usage_slot" AFTER UPDATE OF "status" ON "transactions"
FOR EACH ROW WHEN (NEW.usage_slot AND NEW.link_id IS NOT NULL
  AND OLD.status IN ('pending', 'otp_required', 'awaiting_transfer')
  AND NEW.status NOT IN ('pending', 'otp_required', 'awaiting_transfer'))
EXECUTE FUNCTION "payment_link_usage_on_end"();
