CREATE TABLE "conversion_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"mid_rate" bigint NOT NULL,
	"spread_bps" integer NOT NULL,
	"rate" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "conversion_rates" (
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"mid_rate" bigint NOT NULL,
	"spread_bps" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "conversion_rates_from_currency_to_currency_pk" PRIMARY KEY("from_currency","to_currency"),
	CONSTRAINT "conversion_rates_mid_positive" CHECK ("conversion_rates"."mid_rate" > 0),
	CONSTRAINT "conversion_rates_spread_range" CHECK ("conversion_rates"."spread_bps" between 0 and 2000),
	CONSTRAINT "conversion_rates_two_currencies" CHECK ("conversion_rates"."from_currency" <> "conversion_rates"."to_currency")
);
--> statement-breakpoint
CREATE TABLE "conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"from_currency" text NOT NULL,
	"to_currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"converted" bigint NOT NULL,
	"rate" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "conversions_quote_id_unique" UNIQUE("quote_id"),
	CONSTRAINT "conversions_amounts_positive" CHECK ("conversions"."amount" > 0 and "conversions"."converted" > 0)
);
--> statement-breakpoint
-- The new kind platform_fx (the provider's currency position from conversions) may go below zero:
-- the CHECK of 0022 that ties allow_negative to the list of such kinds is replaced by one naming it.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_allow_negative_by_kind";--> statement-breakpoint
ALTER TABLE "conversion_quotes" ADD CONSTRAINT "conversion_quotes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversions" ADD CONSTRAINT "conversions_quote_id_conversion_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."conversion_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversion_quotes_merchant_idx" ON "conversion_quotes" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_merchant_idempotency_key" ON "conversions" USING btree ("merchant_id","idempotency_key") WHERE "conversions"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "conversions_merchant_created_idx" ON "conversions" USING btree ("merchant_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_allow_negative_by_kind" CHECK ("ledger_accounts"."allow_negative" = ("ledger_accounts"."kind" in ('platform_clearing', 'platform_fees', 'platform_fx')));