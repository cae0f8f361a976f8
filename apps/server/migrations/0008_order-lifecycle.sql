CREATE TABLE "order_parcel_traces" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_parcel_traces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"parcel_id" bigint NOT NULL,
	"status" integer NOT NULL,
	"description" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_parcels" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_parcels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"carrier_code" text NOT NULL,
	"express_no" text NOT NULL,
	"status" integer NOT NULL,
	"shipped_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "order_parcels_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_parcels_express_no_unique" UNIQUE("express_no")
);
--> statement-breakpoint
CREATE TABLE "order_status_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_status_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"status" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_url_configs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_url_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"tab" text NOT NULL,
	"url" text NOT NULL,
	"icon_url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"display_platform" text
);
--> statement-breakpoint
CREATE TABLE "order_vouchers" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "order_vouchers_used_at" CHECK (("order_vouchers"."status" = 0) = ("order_vouchers"."used_at" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_parcel_traces" ADD CONSTRAINT "order_parcel_traces_parcel_id_order_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."order_parcels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_parcels" ADD CONSTRAINT "order_parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_vouchers" ADD CONSTRAINT "order_vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_parcel_traces_once" ON "order_parcel_traces" USING btree ("parcel_id","status","at");--> statement-breakpoint
CREATE INDEX "order_parcels_open_idx" ON "order_parcels" USING btree ("shipped_at") WHERE "order_parcels"."signed_at" is null;--> statement-breakpoint
CREATE INDEX "order_status_events_order_idx" ON "order_status_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_url_configs_sort_idx" ON "order_url_configs" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "orders_user_list_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "orders_status_at_idx" ON "orders" USING btree ("status","status_at");--> statement-breakpoint
UPDATE "orders" SET "status_at" = coalesce("cancelled_at", "paid_at", "created_at");--> statement-breakpoint
INSERT INTO "order_url_configs" ("title", "tab", "url", "sort") VALUES
	('全部订单', 'all', '/order/list?status=all', 0),
	('待付款', 'waitPay', '/order/list?status=waitPay', 1),
	('待发货', 'waitSend', '/order/list?status=waitSend', 2),
	('待收货', 'waitReceive', '/order/list?status=waitReceive', 3),
	('待评价', 'waitAppraise', '/order/list?status=waitAppraise', 4),
	('退款/售后', 'afterSales', '/order/list?status=afterSales', 5);
