CREATE TABLE "letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"tone" text NOT NULL,
	"length" text NOT NULL,
	"proposed_rent" integer NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "renewal_current_rent" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "specials" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "scored_rent" integer;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "letters_user_idx" ON "letters" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "letters_transaction_idx" ON "letters" USING btree ("transaction_id");