DROP INDEX "customers_merchant_last_paid_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "blacklisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "blacklist_reason" text;--> statement-breakpoint
CREATE INDEX "transactions_customer_created_idx" ON "transactions" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "customers_merchant_last_paid_idx" ON "customers" USING btree ("merchant_id","last_paid_at","id");