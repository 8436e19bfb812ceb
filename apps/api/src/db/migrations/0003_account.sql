CREATE TABLE "order_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"total_before_cents" integer NOT NULL,
	"total_after_cents" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"charge_reference" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"actor" text NOT NULL,
	"actor_customer_id" integer,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"entry" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "next_payment_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "subscription_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "renewal_period" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "anchor_day" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_renewal_period" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancellation" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "card_on_file" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Plans stored before the lifecycle: they renew on the day of their next payment; an on-hold plan was a trial.
UPDATE "subscriptions" SET "anchor_day" = EXTRACT(DAY FROM COALESCE("next_payment_date", "start_date"))::integer;--> statement-breakpoint
UPDATE "subscriptions" SET "hold_reason" = 'trial', "card_on_file" = false WHERE "status" = 'on-hold';--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "anchor_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_adjustments" ADD CONSTRAINT "order_adjustments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_actor_customer_id_customers_id_fk" FOREIGN KEY ("actor_customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_adjustments_order_idx" ON "order_adjustments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_idx" ON "subscription_events" USING btree ("subscription_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_subscription_period_unique" ON "orders" USING btree ("subscription_id","renewal_period");