DROP INDEX "audit_events_merchant_idx";--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_events_merchant_seq_idx" ON "audit_events" USING btree ("merchant_id","seq");