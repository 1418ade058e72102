ALTER TABLE "transactions" ADD COLUMN "geocode_precision" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "comps_radius_miles" double precision;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "comps_window_from" date;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "comps_window_to" date;