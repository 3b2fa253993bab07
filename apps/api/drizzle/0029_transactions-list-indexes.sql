DROP INDEX "transactions_merchant_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_merchant_status_created_idx" ON "transactions" USING btree ("merchant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_merchant_email_idx" ON "transactions" USING btree ("merchant_id",lower("customer_email") text_pattern_ops,"created_at");--> statement-breakpoint
CREATE INDEX "transactions_merchant_created_idx" ON "transactions" USING btree ("merchant_id","created_at","id");