ALTER TABLE "goods_crowdfunds" ADD COLUMN "outcome" integer;--> statement-breakpoint
ALTER TABLE "goods_crowdfunds" ADD COLUMN "settled_at" timestamp with time zone;