CREATE TABLE "sub_account_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"sub_account_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"requested_by" uuid,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sub_account_transfers_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sub_account_transfers_amount_positive" CHECK ("sub_account_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "sub_account_transfers" ADD CONSTRAINT "sub_account_transfers_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_transfers" ADD CONSTRAINT "sub_account_transfers_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_transfers" ADD CONSTRAINT "sub_account_transfers_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_account_transfers_merchant_idempotency_key" ON "sub_account_transfers" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sub_account_transfers_sub_account_created_idx" ON "sub_account_transfers" USING btree ("sub_account_id","created_at");