ALTER TABLE "articles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
-- Articles written before drafts existed were all shown: they stay published, as of their writing.
UPDATE "articles" SET "published_at" = "created_at";
