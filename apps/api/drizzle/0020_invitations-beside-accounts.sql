DROP INDEX "users_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "users_merchant_email_key" ON "users" USING btree ("merchant_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE status <> 'invited';