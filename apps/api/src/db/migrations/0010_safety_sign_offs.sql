CREATE TABLE "safety_sign_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "safety_sign_offs" ADD CONSTRAINT "safety_sign_offs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "safety_sign_offs_signed_at_idx" ON "safety_sign_offs" USING btree ("signed_at");