ALTER TABLE "purchases" ADD COLUMN "cancel_path" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "provider_payment_id" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "granted_days" integer;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "granted_credits" integer;