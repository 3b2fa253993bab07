CREATE TABLE "webhook_replays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"events" text[] NOT NULL,
	"only_failed" boolean NOT NULL,
	"sub_account_ids" uuid[],
	"url" text NOT NULL,
	"status" text DEFAULT 'queuing' NOT NULL,
	"total" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"cursor_at" timestamp with time zone,
	"cursor_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "sub_account_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "source_delivery_id" uuid;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "replay_id" uuid;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "payouts_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_replays" ADD CONSTRAINT "webhook_replays_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_replays" ADD CONSTRAINT "webhook_replays_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_replays_key_idx" ON "webhook_replays" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "webhook_replays_merchant_idx" ON "webhook_replays" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_replays_queuing_idx" ON "webhook_replays" USING btree ("created_at") WHERE "webhook_replays"."status" = 'queuing';--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_source_delivery_id_webhook_deliveries_id_fk" FOREIGN KEY ("source_delivery_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_replay_id_webhook_replays_id_fk" FOREIGN KEY ("replay_id") REFERENCES "public"."webhook_replays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_replay_select_idx" ON "webhook_deliveries" USING btree ("merchant_id","event","created_at") WHERE "webhook_deliveries"."source_delivery_id" is null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_source_idx" ON "webhook_deliveries" USING btree ("source_delivery_id","created_at") WHERE "webhook_deliveries"."source_delivery_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_replay_idx" ON "webhook_deliveries" USING btree ("replay_id") WHERE "webhook_deliveries"."replay_id" is not null;--> statement-breakpoint
-- hand-written: the deliveries made before this migration. A delivery about a payment (charge.*,
-- refund.*, charge.dispute.*) is about its payment's sub-account; a sub-account's payout events
-- (no payment) name the sub-account's slug in data.subaccount. A resend made before replays
-- existed copied the first delivery of its payment's event, payload and all: it now names it.
UPDATE "webhook_deliveries" d SET "sub_account_id" = t."sub_account_id"
  FROM "transactions" t
  WHERE d."transaction_id" = t."id" AND t."sub_account_id" IS NOT NULL;--> statement-breakpoint
UPDATE "webhook_deliveries" d SET "sub_account_id" = s."id"
  FROM "sub_accounts" s
  WHERE d."transaction_id" IS NULL AND s."merchant_id" = d."merchant_id"
    AND s."slug" = d."payload"->'data'->'subaccount'->>'subaccount_code';--> statement-breakpoint
UPDATE "webhook_deliveries" d SET "source_delivery_id" = (
    SELECT o."id" FROM "webhook_deliveries" o
    WHERE o."transaction_id" = d."transaction_id" AND o."event" = d."event" AND o."payload" = d."payload"
      AND (o."created_at", o."id") < (d."created_at", d."id")
    ORDER BY o."created_at", o."id" LIMIT 1)
  WHERE d."transaction_id" IS NOT NULL;
