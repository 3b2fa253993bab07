CREATE TABLE "chargeback_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chargeback_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chargebacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"transaction_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"held_from_pending" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"decline_reason" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"auto_accepted" boolean DEFAULT false NOT NULL,
	"resolved_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chargebacks_reference_unique" UNIQUE("reference"),
	CONSTRAINT "chargebacks_amount_positive" CHECK ("chargebacks"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "chargeback_evidence" ADD CONSTRAINT "chargeback_evidence_chargeback_id_chargebacks_id_fk" FOREIGN KEY ("chargeback_id") REFERENCES "public"."chargebacks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargeback_evidence" ADD CONSTRAINT "chargeback_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chargebacks" ADD CONSTRAINT "chargebacks_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chargeback_evidence_chargeback_idx" ON "chargeback_evidence" USING btree ("chargeback_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chargebacks_transaction_key" ON "chargebacks" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "chargebacks_merchant_created_idx" ON "chargebacks" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "chargebacks_open_due_idx" ON "chargebacks" USING btree ("due_at") WHERE "chargebacks"."status" = 'open';