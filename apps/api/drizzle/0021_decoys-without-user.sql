ALTER TABLE "two_factor_challenges" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD COLUMN "decoy_key" text;