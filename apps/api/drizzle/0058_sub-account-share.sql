-- A split payment's share for its sub-account on the transaction row (issue 15): the sub-account's
-- stats summed it through a ledger lookup per payment (an entry, its postings, their accounts),
-- ~19,000 buffers for a sub-account of 1,000 payments. Settling writes it from now on; the
-- payments settled before are filled from their ledger entries, which stay the record.
ALTER TABLE "transactions" ADD COLUMN "sub_account_share" bigint;--> statement-breakpoint
UPDATE "transactions" AS t SET "sub_account_share" = s.share
FROM (
  SELECT e."reference", a."sub_account_id", sum(p."amount") AS share
  FROM "journal_entries" e
  JOIN "postings" p ON p."entry_id" = e."id"
  JOIN "ledger_accounts" a ON a."id" = p."account_id"
  WHERE e."kind" = 'payment' AND a."kind" = 'sub_account_pending'
  GROUP BY e."reference", a."sub_account_id"
) AS s
WHERE t."reference" = s."reference" AND t."sub_account_id" = s."sub_account_id"
  AND t."status" IN ('success', 'underpaid');--> statement-breakpoint
-- A split payment whose share came to nothing has no posting on the sub-account's wallet.
UPDATE "transactions" SET "sub_account_share" = 0
WHERE "sub_account_id" IS NOT NULL AND "status" IN ('success', 'underpaid') AND "sub_account_share" IS NULL;
