CREATE TABLE "merchant_branding" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text,
	"brand_color" text,
	"support_email" text,
	"support_phone" text,
	"logo_bytes" "bytea",
	"logo_hash" text,
	"logo_width" integer,
	"logo_height" integer,
	"updated_by" uuid,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "merchant_branding_logo_hash_unique" UNIQUE("logo_hash")
);
--> statement-breakpoint
ALTER TABLE "merchant_branding" ADD CONSTRAINT "merchant_branding_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_branding" ADD CONSTRAINT "merchant_branding_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;