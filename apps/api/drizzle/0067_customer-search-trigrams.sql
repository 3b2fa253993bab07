CREATE TABLE "customer_search_trigrams" (
	"trigram" text PRIMARY KEY NOT NULL,
	"share" real NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
