CREATE TABLE "pay_statement_mismatches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_statement_mismatches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"out_refund_no" text,
	"channel_trade_no" text,
	"our_amount_fen" bigint,
	"their_amount_fen" bigint,
	"our_state" text,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	"remark" text
);
--> statement-breakpoint
CREATE TABLE "pay_statements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" text NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"trades" integer DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pay_statements_state_known" CHECK ("pay_statements"."state" in ('done', 'pending'))
);
--> statement-breakpoint
ALTER TABLE "pay_statement_mismatches" ADD CONSTRAINT "pay_statement_mismatches_statement_id_pay_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."pay_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_statement_mismatches_statement_idx" ON "pay_statement_mismatches" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_statements_day_channel" ON "pay_statements" USING btree ("day","channel");