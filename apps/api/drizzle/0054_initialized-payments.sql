CREATE TABLE "initialized_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"reference" text NOT NULL,
	"access_code" text NOT NULL,
	"link_id" uuid NOT NULL,
	"email" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"callback_url" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "initialized_payments_access_code_unique" UNIQUE("access_code"),
	CONSTRAINT "initialized_payments_link_id_unique" UNIQUE("link_id")
);
--> statement-breakpoint
ALTER TABLE "initialized_payments" ADD CONSTRAINT "initialized_payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "initialized_payments" ADD CONSTRAINT "initialized_payments_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "initialized_payments_merchant_reference_key" ON "initialized_payments" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "initialized_payments_merchant_created_idx" ON "initialized_payments" USING btree ("merchant_id","created_at");