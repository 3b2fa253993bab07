-- A wallet's postings in the balance history's order: (account, time, entry, posting). A page asked
-- for by its number alone (`?page=50`, no position) must find the row before it; the join walk
-- looked up each of the 979 entries' postings one by one (3,953 buffers, 7.7 ms inside PostgreSQL
-- at 1.86 million movements, p99 ~100 ms under 10 connections). Counted on this index, merged
-- across the merchant's wallets, it reads 30 buffers in 0.55 ms (docs/PERFORMANCE.md, 2026-12-03).
-- It replaces (account_id, created_at), which it still serves as a prefix. Built under a new name
-- before the old one is dropped, so no read is ever without one.
CREATE INDEX "postings_account_order_idx" ON "postings" USING btree ("account_id","created_at","entry_id","id");--> statement-breakpoint
DROP INDEX "postings_account_idx";--> statement-breakpoint
ALTER INDEX "postings_account_order_idx" RENAME TO "postings_account_idx";
