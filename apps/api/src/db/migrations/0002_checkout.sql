CREATE TABLE "checkout_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"caller_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"locked_until" timestamp with time zone,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text,
	"marketing_consent" jsonb,
	"charge_tries" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"customer_id" integer,
	"subscription_id" integer,
	"payment_customer_id" text,
	"payment_method_id" text,
	"card_token" text,
	"payment_intent_id" text,
	"charge_id" text,
	"renewal_cents" integer,
	"planned_subscription" jsonb,
	"plan_change" text,
	"receipt" jsonb,
	"confirmation_sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_attempts_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_caller_id_customers_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD CONSTRAINT "checkout_attempts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_attempts_order_idx" ON "checkout_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "checkout_attempts_customer_idx" ON "checkout_attempts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "checkout_attempts_status_idx" ON "checkout_attempts" USING btree ("status","updated_at");