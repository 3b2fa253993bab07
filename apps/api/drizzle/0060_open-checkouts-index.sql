-- The account limit counts the day's checkouts still under way at every checkout (account-limits/
-- limits-service.ts `dayUsage`). No index had status, currency and the day together, so the
-- planner walked the merchant's channel/currency index through every payment of the day: 4,343
-- buffers, 2.5 ms for a day of 4,536 payments (and growing with the day), about a quarter of
-- checkout's throughput on one busy merchant. Only open rows enter this index (a paid or failed
-- payment's entry is dead, and cleared from its page), so the count reads 2 buffers
-- (docs/PERFORMANCE.md, 2026-12-03).
CREATE INDEX "transactions_merchant_open_idx" ON "transactions" USING btree ("merchant_id","currency","created_at") WHERE "transactions"."status" in ('pending', 'otp_required', 'awaiting_transfer');