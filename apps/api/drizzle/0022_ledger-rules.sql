ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_allow_negative_by_kind" CHECK ("ledger_accounts"."allow_negative" = ("ledger_accounts"."kind" in ('platform_clearing', 'platform_fees')));--> statement-breakpoint
ALTER TABLE "ledger_credit_shards" ADD CONSTRAINT "ledger_credit_shards_amount_nonnegative" CHECK ("ledger_credit_shards"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "postings" ADD CONSTRAINT "postings_amount_nonzero" CHECK ("postings"."amount" <> 0);--> statement-breakpoint
-- The ledger's rules, held by the database whatever code writes to it (post() checks the same
-- before it writes; these are the last line, for raw SQL, a bug or a future path that forgets).
--
-- 1. Every journal entry's postings sum to zero in each currency, checked at COMMIT (a deferred
-- constraint trigger), so an entry may be written in several statements. It fires once per
-- posting row inserted, updated or deleted in the transaction and checks only that posting's
-- entry (for a moved posting, both entries): one scan of postings_entry_idx for the entry's few
-- postings. A payment writes three postings, so three such lookups at its commit.
CREATE FUNCTION "ledger_entry_must_balance"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
  entry uuid;
  off record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := ARRAY[NEW.entry_id];
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY[OLD.entry_id];
  ELSIF NEW.entry_id = OLD.entry_id THEN
    touched := ARRAY[NEW.entry_id];
  ELSE
    touched := ARRAY[NEW.entry_id, OLD.entry_id];
  END IF;
  FOREACH entry IN ARRAY touched LOOP
    SELECT p.currency, sum(p.amount) AS total INTO off
    FROM postings p WHERE p.entry_id = entry
    GROUP BY p.currency HAVING sum(p.amount) <> 0 LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'journal entry % does not balance: its % postings sum to %', entry, off.currency, off.total
        USING ERRCODE = 'check_violation', CONSTRAINT = 'postings_entry_balances';
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "postings_entry_balances"
AFTER INSERT OR UPDATE OF "entry_id", "currency", "amount" OR DELETE ON "postings"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "ledger_entry_must_balance"();
--> statement-breakpoint
-- 2. A wallet (an account whose allow_negative is false; the CHECK above ties the flag to the
-- kind) never goes below zero. Its balance is the row's `balance` plus its credit shards. The rule
-- is split so the credit path stays free and unserialized:
--  - Credit shards only grow (CHECK amount >= 0 above; an update that lowers a shard or moves it
--    to another account, and a delete, are refused). A credit cannot take a balance below zero,
--    so the credit path (an upsert of one shard, no lock on the account's row) needs no check; the
--    trigger's WHEN clause is evaluated without calling any function.
--  - Every debit therefore goes through the account's row, which it locks by updating it. When the
--    row's balance falls (or a wallet is created with a negative row), the trigger re-reads the
--    shards and refuses a total below zero. That is sound at any isolation level: debits of one
--    account serialize on its row lock, and the shards it reads can only have grown since (a stale
--    read of them is on the safe side), so the true balance is at least what the check saw.
--    This is also what makes the application's own debit condition (balanceMove) sound; a job
--    that folded shards into the row would break that reasoning, so it would have to change this
--    rule too. The check runs immediately (not at commit), at the statement that debits, like the
--    application's; no path takes a wallet below zero and back within a transaction.
--  - An account's owner, kind, currency and flag never change once it exists, so a wallet cannot
--    be turned into an account that may go negative.
CREATE FUNCTION "ledger_refuse"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', TG_ARGV[0] USING ERRCODE = 'check_violation', CONSTRAINT = TG_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_credit_shards_only_grow" BEFORE UPDATE ON "ledger_credit_shards"
FOR EACH ROW WHEN (NEW.amount < OLD.amount OR NEW.account_id <> OLD.account_id)
EXECUTE FUNCTION "ledger_refuse"('credit shards only grow: a debit goes through the account''s row');
--> statement-breakpoint
CREATE TRIGGER "ledger_credit_shards_never_deleted" BEFORE DELETE ON "ledger_credit_shards"
FOR EACH ROW EXECUTE FUNCTION "ledger_refuse"('credit shards only grow: they are never deleted');
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_identity_fixed" BEFORE UPDATE ON "ledger_accounts"
FOR EACH ROW WHEN (NEW.merchant_id IS DISTINCT FROM OLD.merchant_id OR NEW.kind <> OLD.kind
  OR NEW.currency <> OLD.currency OR NEW.allow_negative <> OLD.allow_negative)
EXECUTE FUNCTION "ledger_refuse"('a ledger account''s owner, kind, currency and allow_negative never change');
--> statement-breakpoint
CREATE FUNCTION "ledger_wallet_not_negative"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
BEGIN
  SELECT NEW.balance + coalesce(sum(s.amount), 0) INTO total
  FROM ledger_credit_shards s WHERE s.account_id = NEW.id;
  IF total < 0 THEN
    RAISE EXCEPTION 'ledger account % may not go below zero (it would be at %)', NEW.id, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_not_negative';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_not_negative_on_insert" AFTER INSERT ON "ledger_accounts"
FOR EACH ROW WHEN (NOT NEW.allow_negative AND NEW.balance < 0)
EXECUTE FUNCTION "ledger_wallet_not_negative"();
--> statement-breakpoint
CREATE TRIGGER "ledger_accounts_not_negative" AFTER UPDATE OF "balance" ON "ledger_accounts"
FOR EACH ROW WHEN (NOT NEW.allow_negative AND NEW.balance < OLD.balance)
EXECUTE FUNCTION "ledger_wallet_not_negative"();
