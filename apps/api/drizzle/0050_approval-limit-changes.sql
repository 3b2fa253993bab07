CREATE TABLE "approval_limit_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"merchant_id" uuid NOT NULL,
	"from_limit" bigint,
	"to_limit" bigint,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"requested_by" uuid NOT NULL,
	"takes_effect_at" timestamp with time zone NOT NULL,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_limit_changes" ADD CONSTRAINT "approval_limit_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_limit_changes" ADD CONSTRAINT "approval_limit_changes_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_limit_changes" ADD CONSTRAINT "approval_limit_changes_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "approval_limit_changes_one_scheduled" ON "approval_limit_changes" USING btree ("merchant_id") WHERE "approval_limit_changes"."status" = 'scheduled';