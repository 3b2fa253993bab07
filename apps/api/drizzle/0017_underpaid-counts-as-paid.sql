-- A part payment (`underpaid`: a short bank transfer the merchant accepts) is money received:
-- the link's funnel counts it paid, for what was kept, like `success`. Only the status test of the
-- trigger function changes (0015); the existing rows need no backfill, as no row was underpaid.
CREATE OR REPLACE FUNCTION "payment_link_stats_on_transaction"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  started bigint := 0; started_amount bigint := 0;
  paid bigint := 0; paid_amount bigint := 0; failed bigint := 0; failed_amount bigint := 0;
BEGIN
  IF TG_OP = 'INSERT' THEN
    started := 1;
    started_amount := NEW.total;
  ELSE
    started_amount := NEW.total - OLD.total;
    IF OLD.status IN ('success', 'underpaid') THEN paid := paid - 1; paid_amount := paid_amount - OLD.amount_paid; END IF;
    IF OLD.status = 'failed' THEN failed := failed - 1; failed_amount := failed_amount - OLD.total; END IF;
  END IF;
  IF NEW.status IN ('success', 'underpaid') THEN paid := paid + 1; paid_amount := paid_amount + NEW.amount_paid; END IF;
  IF NEW.status = 'failed' THEN failed := failed + 1; failed_amount := failed_amount + NEW.total; END IF;
  IF NEW.link_id IS NOT NULL AND (started <> 0 OR started_amount <> 0 OR paid <> 0 OR paid_amount <> 0
      OR failed <> 0 OR failed_amount <> 0) THEN
    PERFORM payment_link_stats_add(NEW.link_id, 0, started, started_amount, paid, paid_amount, failed, failed_amount);
  END IF;
  RETURN NULL;
END
$$;
