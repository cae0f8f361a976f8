CREATE TABLE "order_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"cart_item_id" bigint,
	"name" text NOT NULL,
	"specs_name" text NOT NULL,
	"picture_url" text NOT NULL,
	"num" integer NOT NULL,
	"price_fen" integer NOT NULL,
	"e_value" integer NOT NULL,
	"deduct_type" integer NOT NULL,
	"deduct_amount_fen" integer DEFAULT 0 NOT NULL,
	"goods_type" integer NOT NULL,
	CONSTRAINT "order_lines_num_positive" CHECK ("order_lines"."num" > 0),
	CONSTRAINT "order_lines_amounts_non_negative" CHECK ("order_lines"."price_fen" >= 0 and "order_lines"."e_value" >= 0 and "order_lines"."deduct_amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"order_type" integer DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"delivery_method" integer,
	"address" jsonb,
	"store_id" bigint,
	"store" jsonb,
	"vin_code" text,
	"car_main_order_no" text,
	"mobile" text,
	"remark" text DEFAULT '' NOT NULL,
	"activity_code" text,
	"pay_show_type" integer NOT NULL,
	"pay_method" text NOT NULL,
	"goods_amount_fen" bigint NOT NULL,
	"coupon_deduct_fen" bigint DEFAULT 0 NOT NULL,
	"carriage_fen" integer DEFAULT 0 NOT NULL,
	"pay_amount_fen" bigint NOT NULL,
	"integral" integer DEFAULT 0 NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"rights_account_id" bigint,
	"app_version" text,
	"io_avatr" text,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_amounts_non_negative" CHECK ("orders"."goods_amount_fen" >= 0 and "orders"."coupon_deduct_fen" >= 0 and "orders"."carriage_fen" >= 0 and "orders"."pay_amount_fen" >= 0 and "orders"."integral" >= 0 and "orders"."points_earned" >= 0),
	CONSTRAINT "orders_coupon_within_goods" CHECK ("orders"."coupon_deduct_fen" <= "orders"."goods_amount_fen")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rights_account_id_user_rights_id_fk" FOREIGN KEY ("rights_account_id") REFERENCES "public"."user_rights"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_goods_idx" ON "order_lines" USING btree ("goods_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_key" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."paid_at" is null and "orders"."cancelled_at" is null;