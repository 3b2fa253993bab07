CREATE TABLE "ledger_credit_shards" (
	"account_id" uuid NOT NULL,
	"shard" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_credit_shards_account_id_shard_pk" PRIMARY KEY("account_id","shard")
);
--> statement-breakpoint
ALTER TABLE "ledger_credit_shards" ADD CONSTRAINT "ledger_credit_shards_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;