ALTER TABLE "categories" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "title_fr" text;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "acf_fr" jsonb;