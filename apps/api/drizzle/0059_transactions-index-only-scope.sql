-- The transactions list's three ordered indexes also carry sub_account_id (INCLUDE), so the primary
-- account's list (`sub_account_id IS NULL`, every merchant list's default scope) is read from the
-- index alone. Without it each index entry sent PostgreSQL to the row to check that column: a
-- capped count of 10,001 bank transfers in USD read 3,700 buffers in 18.9 ms (the pair's rows are
-- spread over the whole table), and 120 buffers in 2.8 ms with it; page 500 of the successful ones
-- found its first row in 1.6 ms instead of 3.2 (docs/PERFORMANCE.md, 2026-12-03). A primary row's
-- sub_account_id is NULL, so the entries grow by nothing but their null bitmap.
--
-- Drizzle's schema cannot say INCLUDE, so the schema (db/schema/payments.ts) keeps the key columns
-- and names, and this file says the rest. Each index is built under a new name before the old one
-- is dropped, so no read is ever without one.
CREATE INDEX "transactions_merchant_created_incl_idx" ON "transactions" ("merchant_id", "created_at", "id") INCLUDE ("sub_account_id");--> statement-breakpoint
DROP INDEX "transactions_merchant_created_idx";--> statement-breakpoint
ALTER INDEX "transactions_merchant_created_incl_idx" RENAME TO "transactions_merchant_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_merchant_status_created_incl_idx" ON "transactions" ("merchant_id", "status", "created_at", "id") INCLUDE ("sub_account_id");--> statement-breakpoint
DROP INDEX "transactions_merchant_status_created_idx";--> statement-breakpoint
ALTER INDEX "transactions_merchant_status_created_incl_idx" RENAME TO "transactions_merchant_status_created_idx";--> statement-breakpoint
CREATE INDEX "transactions_merchant_channel_currency_incl_idx" ON "transactions" ("merchant_id", "channel", "currency", "created_at", "id") INCLUDE ("sub_account_id");--> statement-breakpoint
DROP INDEX "transactions_merchant_channel_currency_idx";--> statement-breakpoint
ALTER INDEX "transactions_merchant_channel_currency_incl_idx" RENAME TO "transactions_merchant_channel_currency_idx";
