CREATE TABLE "payment_settlements" (
	"entry_id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"taken" bigint DEFAULT 0 NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"settled_at" timestamp with time zone,
	"settled_amount" bigint,
	CONSTRAINT "payment_settlements_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payment_settlements_taken_nonnegative" CHECK ("payment_settlements"."taken" >= 0)
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_delays" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"days" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "settlement_delays_days_range" CHECK ("settlement_delays"."days" between 0 and 30)
);
--> statement-breakpoint
DROP INDEX "journal_entries_merchant_idx";--> statement-breakpoint
ALTER TABLE "payment_settlements" ADD CONSTRAINT "payment_settlements_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settlements" ADD CONSTRAINT "payment_settlements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_delays" ADD CONSTRAINT "settlement_delays_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_settlements_unsettled_idx" ON "payment_settlements" USING btree ("merchant_id","paid_at") WHERE "payment_settlements"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "journal_entries_merchant_created_idx" ON "journal_entries" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
-- Every payment entry gets its settlement row in the statement that writes it, whichever path
-- posts the payment (a card's one-statement settlement, a transfer's, a reconcile): no payment can
-- be left out of the settlement run. The payment's pending amount is read from its postings when
-- it settles, so the row needs nothing the entry row does not carry.
CREATE FUNCTION payment_settlement_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_settlements (entry_id, merchant_id, reference, paid_at)
  VALUES (NEW.id, NEW.merchant_id, NEW.reference, NEW.created_at)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER journal_entries_payment_settlement AFTER INSERT ON journal_entries
  FOR EACH ROW WHEN (NEW.kind = 'payment' AND NEW.merchant_id IS NOT NULL)
  EXECUTE FUNCTION payment_settlement_row();--> statement-breakpoint
-- Payments taken before settlement existed settle at the next run.
INSERT INTO payment_settlements (entry_id, merchant_id, reference, paid_at)
SELECT id, merchant_id, reference, created_at FROM journal_entries
WHERE kind = 'payment' AND merchant_id IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Nigeria's public holidays for 2025-2027 known now: the fixed days (Public Holidays Act), Good
-- Friday and Easter Monday, and the Islamic holidays the Federal Government declared for 2025.
-- Later Islamic holidays and substitute days are declared shortly before; the operator adds them
-- with `npm run ops -- holidays:add` (docs/SETTLEMENT.md).
INSERT INTO public_holidays (day, name) VALUES
  ('2025-01-01', 'New Year''s Day'),
  ('2025-03-31', 'Eid al-Fitr'),
  ('2025-04-01', 'Eid al-Fitr holiday'),
  ('2025-04-18', 'Good Friday'),
  ('2025-04-21', 'Easter Monday'),
  ('2025-05-01', 'Workers'' Day'),
  ('2025-06-06', 'Eid al-Adha'),
  ('2025-06-09', 'Eid al-Adha holiday'),
  ('2025-06-12', 'Democracy Day'),
  ('2025-09-05', 'Id el Maulud'),
  ('2025-10-01', 'Independence Day'),
  ('2025-12-25', 'Christmas Day'),
  ('2025-12-26', 'Boxing Day'),
  ('2026-01-01', 'New Year''s Day'),
  ('2026-04-03', 'Good Friday'),
  ('2026-04-06', 'Easter Monday'),
  ('2026-05-01', 'Workers'' Day'),
  ('2026-06-12', 'Democracy Day'),
  ('2026-10-01', 'Independence Day'),
  ('2026-12-25', 'Christmas Day'),
  ('2026-12-26', 'Boxing Day'),
  ('2027-01-01', 'New Year''s Day'),
  ('2027-03-26', 'Good Friday'),
  ('2027-03-29', 'Easter Monday'),
  ('2027-05-01', 'Workers'' Day'),
  ('2027-06-12', 'Democracy Day'),
  ('2027-10-01', 'Independence Day'),
  ('2027-12-25', 'Christmas Day'),
  ('2027-12-26', 'Boxing Day')
ON CONFLICT DO NOTHING;
