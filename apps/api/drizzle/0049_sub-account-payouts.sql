CREATE TABLE "sub_account_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"sub_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"status" text NOT NULL,
	"run_day" text NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"processor_ref" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "sub_account_payouts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "sub_account_payouts_amount_positive" CHECK ("sub_account_payouts"."amount" > 0 and "sub_account_payouts"."fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_sub_account_by_kind";--> statement-breakpoint
ALTER TABLE "sub_account_payouts" ADD CONSTRAINT "sub_account_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_account_payouts" ADD CONSTRAINT "sub_account_payouts_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_account_payouts_day_key" ON "sub_account_payouts" USING btree ("sub_account_id","currency","run_day");--> statement-breakpoint
CREATE INDEX "sub_account_payouts_processing_idx" ON "sub_account_payouts" USING btree ("created_at") WHERE "sub_account_payouts"."status" = 'processing';--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_sub_account_by_kind" CHECK (case when "ledger_accounts"."kind" in ('sub_account_pending', 'sub_account_available', 'sub_account_payouts_in_flight') then "ledger_accounts"."sub_account_id" is not null and "ledger_accounts"."merchant_id" is not null else "ledger_accounts"."sub_account_id" is null end);