CREATE TABLE "shipping_method_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"instance_id" integer NOT NULL,
	"cost_cents" integer,
	"min_amount_cents" integer,
	"effective_from" date NOT NULL,
	"effective_to" date,
	CONSTRAINT "shipping_method_versions_natural_unique" UNIQUE("instance_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "shipping_surcharge_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"extra_fee_cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	CONSTRAINT "shipping_surcharge_versions_natural_unique" UNIQUE("prefix","effective_from")
);
--> statement-breakpoint
ALTER TABLE "shipping_method_versions" ADD CONSTRAINT "shipping_method_versions_instance_id_shipping_methods_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."shipping_methods"("instance_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_surcharge_versions" ADD CONSTRAINT "shipping_surcharge_versions_prefix_shipping_rates_prefix_fk" FOREIGN KEY ("prefix") REFERENCES "public"."shipping_rates"("prefix") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing shipping settings stay in force from the seed's start date (apps/api/src/db/seed/shipping-rate-table.ts).
INSERT INTO "shipping_method_versions" ("instance_id", "cost_cents", "min_amount_cents", "effective_from") SELECT "instance_id", "cost_cents", "min_amount_cents", '2013-04-01' FROM "shipping_methods" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "shipping_surcharge_versions" ("prefix", "extra_fee_cents", "effective_from") SELECT "prefix", "extra_fee_cents", '2013-04-01' FROM "shipping_rates" ON CONFLICT DO NOTHING;
