DROP INDEX "sub_accounts_merchant_idx";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "sub_account_id" uuid;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "account_number" text;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "account_name" text;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "split_type" text DEFAULT 'percentage' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "split_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "split_currency" text;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "fee_bearer" text DEFAULT 'merchant' NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_sub_account_created_idx" ON "transactions" USING btree ("sub_account_id","created_at","id") WHERE "transactions"."sub_account_id" is not null;--> statement-breakpoint
CREATE INDEX "sub_accounts_merchant_idx" ON "sub_accounts" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_split_value_range" CHECK ("sub_accounts"."split_value" >= 0);--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_split_percentage_max" CHECK ("sub_accounts"."split_type" <> 'percentage' or ("sub_accounts"."split_value" <= 10000 and "sub_accounts"."split_currency" is null));--> statement-breakpoint
ALTER TABLE "sub_accounts" ADD CONSTRAINT "sub_accounts_split_flat_currency" CHECK ("sub_accounts"."split_type" <> 'flat' or "sub_accounts"."split_currency" is not null);