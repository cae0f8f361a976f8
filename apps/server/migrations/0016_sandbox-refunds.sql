CREATE TABLE "pay_sandbox_refunds" (
	"out_refund_no" text PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"channel_refund_no" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "pay_sandbox_refunds_amount_positive" CHECK ("pay_sandbox_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "channel_refund_no" text;--> statement-breakpoint
ALTER TABLE "pay_sandbox_refunds" ADD CONSTRAINT "pay_sandbox_refunds_out_trade_no_pay_sandbox_trades_out_trade_no_fk" FOREIGN KEY ("out_trade_no") REFERENCES "public"."pay_sandbox_trades"("out_trade_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_sandbox_refunds_trade_idx" ON "pay_sandbox_refunds" USING btree ("out_trade_no");