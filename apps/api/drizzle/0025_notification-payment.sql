-- A payment notice names its transaction, so the notification screens show the payment as it is
-- now: the payer's answers to the link's custom fields, and what arrived of what was due.
ALTER TABLE "notifications" ADD COLUMN "transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;