ALTER TABLE "order_lines" ADD COLUMN "refunded_num" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_num_range" CHECK ("order_lines"."refunded_num" >= 0 and "order_lines"."refunded_num" <= "order_lines"."num");--> statement-breakpoint
-- Pieces refunded before the column existed: those of cases whose refund ran (refunding 5, completed 6).
UPDATE "order_lines" SET "refunded_num" = "refunded"."pieces" FROM (SELECT "l"."order_line_id", sum("l"."pieces")::int AS "pieces" FROM "after_sales_case_lines" "l" JOIN "after_sales_cases" "c" ON "c"."id" = "l"."case_id" WHERE "c"."status" IN (5, 6) GROUP BY "l"."order_line_id") AS "refunded" WHERE "order_lines"."id" = "refunded"."order_line_id";
