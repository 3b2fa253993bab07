CREATE TABLE "kyb_business_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyb_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyb_industries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kyb_profiles" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"business_category_id" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"stages" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyb_documents" ADD CONSTRAINT "kyb_documents_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyb_documents" ADD CONSTRAINT "kyb_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyb_profiles" ADD CONSTRAINT "kyb_profiles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyb_profiles" ADD CONSTRAINT "kyb_profiles_business_category_id_kyb_business_categories_id_fk" FOREIGN KEY ("business_category_id") REFERENCES "public"."kyb_business_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyb_documents_merchant_kind_key" ON "kyb_documents" USING btree ("merchant_id","kind");--> statement-breakpoint
CREATE INDEX "kyb_documents_merchant_idx" ON "kyb_documents" USING btree ("merchant_id");--> statement-breakpoint
INSERT INTO "kyb_business_categories" ("id", "name", "description") VALUES
  (1, 'Starter business', 'An individual or unregistered business selling under their own name. No CAC registration needed.'),
  (2, 'Registered business name', 'A sole proprietorship or partnership registered with the CAC (BN number).'),
  (3, 'Limited liability company', 'A private or public company limited by shares, incorporated with the CAC (RC number).'),
  (4, 'NGO / Incorporated trustees', 'A non-profit, religious body or association registered as incorporated trustees (IT number).');
--> statement-breakpoint
INSERT INTO "kyb_industries" ("id", "name") VALUES
  (1, 'E-commerce and retail'),
  (2, 'Education'),
  (3, 'Hospitality (hotels, restaurants, events)'),
  (4, 'Logistics and delivery'),
  (5, 'Software and IT services'),
  (6, 'Fashion and beauty'),
  (7, 'Food and beverage'),
  (8, 'Agriculture'),
  (9, 'Health and wellness'),
  (10, 'Media and entertainment'),
  (11, 'Professional services'),
  (12, 'Real estate'),
  (13, 'Travel and tourism'),
  (14, 'Transport'),
  (15, 'Religious and non-profit');
