ALTER TABLE "subscription_events" ADD COLUMN "actor_staff_id" integer;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD COLUMN "staff_reason" text;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_actor_staff_id_staff_id_fk" FOREIGN KEY ("actor_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;