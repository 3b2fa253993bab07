ALTER TABLE "transaction_pins" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transaction_pins" ADD COLUMN "lock_count" integer DEFAULT 0 NOT NULL;