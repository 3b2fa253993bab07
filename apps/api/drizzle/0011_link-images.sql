CREATE TABLE "payment_link_images" (
	"link_id" uuid PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "image_hash" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "image_type" text;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "image_width" integer;--> statement-breakpoint
ALTER TABLE "payment_links" ADD COLUMN "image_height" integer;--> statement-breakpoint
ALTER TABLE "payment_link_images" ADD CONSTRAINT "payment_link_images_link_id_payment_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."payment_links"("id") ON DELETE cascade ON UPDATE no action;