DROP INDEX "ledger_accounts_owner_kind_currency_key";--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "sub_account_id" uuid;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_sub_account_id_sub_accounts_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_kind_currency_key" ON "ledger_accounts" USING btree (coalesce("merchant_id"::text, ''),coalesce("sub_account_id"::text, ''),"kind","currency");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_sub_account_by_kind" CHECK (case when "ledger_accounts"."kind" in ('sub_account_pending', 'sub_account_available') then "ledger_accounts"."sub_account_id" is not null and "ledger_accounts"."merchant_id" is not null else "ledger_accounts"."sub_account_id" is null end);--> statement-breakpoint
-- A wallet's sub-account never changes once it exists, like its owner, kind and currency (0022).
CREATE TRIGGER "ledger_accounts_sub_account_fixed" BEFORE UPDATE ON "ledger_accounts"
FOR EACH ROW WHEN (NEW.sub_account_id IS DISTINCT FROM OLD.sub_account_id)
EXECUTE FUNCTION "ledger_refuse"('a ledger account''s sub-account never changes');
