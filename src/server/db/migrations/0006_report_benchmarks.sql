ALTER TABLE "comps" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "comps" ADD COLUMN "benchmark_rent" integer;--> statement-breakpoint
ALTER TABLE "comps" ADD COLUMN "correlation" double precision;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "benchmarks" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "provider_median_rent" integer;