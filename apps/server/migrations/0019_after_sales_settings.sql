ALTER TABLE "goods" ALTER COLUMN "no_reason_days" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "no_reason_days" DROP NOT NULL;--> statement-breakpoint
-- Goods never set their own window: they follow the shop's setting (AFTER_SALES_NO_REASON_DAYS) from now on.
UPDATE "goods" SET "no_reason_days" = NULL WHERE "no_reason_days" = 7;
