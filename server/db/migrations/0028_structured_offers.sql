ALTER TABLE "supply_demand" ADD COLUMN "origin_country" text;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "quantity" numeric(15, 3);--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "quantity_unit" text;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "packing" text;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "port" text;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "price" numeric(15, 4);--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "price_unit" text;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "valid_until" date;