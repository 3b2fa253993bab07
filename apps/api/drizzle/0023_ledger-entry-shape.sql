ALTER TABLE "postings" DROP CONSTRAINT "postings_account_id_ledger_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_id_currency_key" UNIQUE("id","currency");--> statement-breakpoint
-- The unique key first: it is the foreign key's target.
ALTER TABLE "postings" ADD CONSTRAINT "postings_account_currency_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A posting is in its account's currency: the foreign key on (account_id, currency) above
-- replaces the one on account_id alone, so it costs the same one index lookup per posting.
--
-- A journal entry has two postings or more, checked at COMMIT like its balance (migration 0022):
-- an entry written without postings would take its (kind, reference) and so keep the real entry
-- from ever being posted. The entry's own insert now fires the check too (for an entry given no
-- posting), and the postings' check counts them (for postings deleted down to none). Together with
-- `amount <> 0` and the balance, an entry that has postings has at least two. The check reads the
-- entry's postings once, through postings_entry_idx, whichever row fired it.
CREATE OR REPLACE FUNCTION "ledger_entry_must_balance"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
  entry uuid;
  found_ record;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    touched := ARRAY[NEW.id];
  ELSIF TG_OP = 'INSERT' THEN
    touched := ARRAY[NEW.entry_id];
  ELSIF TG_OP = 'DELETE' THEN
    touched := ARRAY[OLD.entry_id];
  ELSIF NEW.entry_id = OLD.entry_id THEN
    touched := ARRAY[NEW.entry_id];
  ELSE
    touched := ARRAY[NEW.entry_id, OLD.entry_id];
  END IF;
  FOREACH entry IN ARRAY touched LOOP
    SELECT coalesce(sum(s.n), 0) AS postings,
      (array_agg(s.currency || ' postings sum to ' || s.total) FILTER (WHERE s.total <> 0))[1] AS off_by
    INTO found_
    FROM (
      SELECT p.currency, count(*) AS n, sum(p.amount) AS total
      FROM postings p WHERE p.entry_id = entry GROUP BY p.currency
    ) s;
    IF found_.off_by IS NOT NULL THEN
      RAISE EXCEPTION 'journal entry % does not balance: its %', entry, found_.off_by
        USING ERRCODE = 'check_violation', CONSTRAINT = 'postings_entry_balances';
    END IF;
    IF found_.postings < 2 THEN
      RAISE EXCEPTION 'journal entry % has % postings, not two or more', entry, found_.postings
        USING ERRCODE = 'check_violation', CONSTRAINT = 'journal_entries_have_postings';
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "journal_entries_have_postings" AFTER INSERT ON "journal_entries"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "ledger_entry_must_balance"();
