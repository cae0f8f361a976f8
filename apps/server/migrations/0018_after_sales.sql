CREATE TABLE "after_sales_case_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sales_case_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" bigint NOT NULL,
	"status" integer NOT NULL,
	"actor" text NOT NULL,
	"operator_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sales_case_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sales_case_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"pieces" integer NOT NULL,
	"cash_fen" bigint NOT NULL,
	"e_value" integer NOT NULL,
	"coupon_fen" bigint NOT NULL,
	"points_earned" integer NOT NULL,
	CONSTRAINT "after_sales_case_lines_pieces" CHECK ("after_sales_case_lines"."pieces" > 0)
);
--> statement-breakpoint
CREATE TABLE "after_sales_cases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "after_sales_cases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"case_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"type" integer NOT NULL,
	"status" integer NOT NULL,
	"reason" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cash_fen" bigint NOT NULL,
	"e_value" integer NOT NULL,
	"coupon_fen" bigint NOT NULL,
	"carriage_fen" integer NOT NULL,
	"coupon_back" boolean NOT NULL,
	"points_earned_back" integer NOT NULL,
	"whole_order" boolean NOT NULL,
	"not_shipped" boolean NOT NULL,
	"cash_deduct_fen" bigint DEFAULT 0 NOT NULL,
	"debt_points" integer DEFAULT 0 NOT NULL,
	"return_company" text,
	"return_express_no" text,
	"reject_reason" text DEFAULT '' NOT NULL,
	"inspection_note" text DEFAULT '' NOT NULL,
	"idempotency_key" text,
	"status_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "after_sales_cases_case_no_unique" UNIQUE("case_no"),
	CONSTRAINT "after_sales_cases_amounts" CHECK ("after_sales_cases"."cash_fen" >= 0 and "after_sales_cases"."e_value" >= 0 and "after_sales_cases"."coupon_fen" >= 0 and "after_sales_cases"."cash_deduct_fen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_payment_id_unique";--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "no_reason_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "no_reason_excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "case_id" bigint;--> statement-breakpoint
ALTER TABLE "after_sales_case_events" ADD CONSTRAINT "after_sales_case_events_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_case_lines" ADD CONSTRAINT "after_sales_case_lines_case_id_after_sales_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_case_lines" ADD CONSTRAINT "after_sales_case_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ADD CONSTRAINT "after_sales_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales_cases" ADD CONSTRAINT "after_sales_cases_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sales_case_events_case_idx" ON "after_sales_case_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "after_sales_case_lines_case_idx" ON "after_sales_case_lines" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_cases_user_key" ON "after_sales_cases" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "after_sales_cases_user_idx" ON "after_sales_cases" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "after_sales_cases_order_idx" ON "after_sales_cases" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "after_sales_cases_status_idx" ON "after_sales_cases" USING btree ("status","status_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_whole_payment" ON "payment_refunds" USING btree ("payment_id") WHERE "payment_refunds"."case_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_case" ON "payment_refunds" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");