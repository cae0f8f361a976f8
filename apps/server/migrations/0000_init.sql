CREATE TABLE "sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"client_ip" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"nickname" text NOT NULL,
	"is_master" boolean DEFAULT false NOT NULL,
	"is_authed" boolean DEFAULT false NOT NULL,
	"has_big_order" boolean DEFAULT false NOT NULL,
	"in_whitelist" boolean DEFAULT false NOT NULL,
	"notice" text DEFAULT '' NOT NULL,
	"points_balance" integer DEFAULT 0 NOT NULL,
	"register_source" text NOT NULL,
	"register_clue" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_points_balance_non_negative" CHECK ("users"."points_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"code" text NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"biz_type" integer NOT NULL,
	"goods_type" integer NOT NULL,
	"virtual_type" integer,
	"annex_type" text,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"sale_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pictures" jsonb NOT NULL,
	"detail_pictures" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"price_fen" integer NOT NULL,
	"product_price_fen" integer NOT NULL,
	"e_value" integer DEFAULT 0 NOT NULL,
	"deduct_type" integer NOT NULL,
	"deduct_show_type" integer DEFAULT 0 NOT NULL,
	"deduct_amount_fen" integer DEFAULT 0 NOT NULL,
	"discount_enable" boolean DEFAULT false NOT NULL,
	"discount_price_fen" integer DEFAULT 0 NOT NULL,
	"ediscount_value" integer DEFAULT 0 NOT NULL,
	"discount_alias" text DEFAULT '' NOT NULL,
	"min_discount_price_fen" integer DEFAULT 0 NOT NULL,
	"user_limit_flag" boolean DEFAULT false NOT NULL,
	"user_limit" integer DEFAULT 0 NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"pre_sale" integer DEFAULT 0 NOT NULL,
	"activity_type" integer DEFAULT 0 NOT NULL,
	"buyer_type" integer DEFAULT 0 NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"whitelist" integer DEFAULT 0 NOT NULL,
	"install_type" integer DEFAULT 0 NOT NULL,
	"cost_free" boolean DEFAULT false NOT NULL,
	"first_price" jsonb,
	"line_price" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_price_non_negative" CHECK ("goods"."price_fen" >= 0 AND "goods"."e_value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_crowdfunds" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"crowdfund_no" text NOT NULL,
	"status" integer NOT NULL,
	"target_type" integer NOT NULL,
	"target_value" bigint NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"support_person_count" integer DEFAULT 0 NOT NULL,
	"current_amount_fen" bigint DEFAULT 0 NOT NULL,
	"current_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_crowdfunds_crowdfund_no_unique" UNIQUE("crowdfund_no")
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"specs_name" text NOT NULL,
	"picture_url" text NOT NULL,
	"price_fen" integer NOT NULL,
	"product_price_fen" integer NOT NULL,
	"e_value" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "goods_skus_stock_non_negative" CHECK ("goods_skus"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "page_modules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_code" text NOT NULL,
	"sort" integer NOT NULL,
	"column_type" text NOT NULL,
	"col_name" text DEFAULT '' NOT NULL,
	"show_col_name" boolean DEFAULT false NOT NULL,
	"col_name_color" text DEFAULT '' NOT NULL,
	"col_name_bg_type" integer DEFAULT 1 NOT NULL,
	"col_bg_content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"jump_button_name" text DEFAULT '' NOT NULL,
	"jump_url" text DEFAULT '' NOT NULL,
	"show_buy_button" boolean DEFAULT false NOT NULL,
	"buy_button_text" text DEFAULT '' NOT NULL,
	"rich_text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"page_code" text PRIMARY KEY NOT NULL,
	"biz_type" integer,
	"page_title" text NOT NULL,
	"status" integer NOT NULL,
	"page_bg_color" text DEFAULT '' NOT NULL,
	"page_bg_url" text DEFAULT '' NOT NULL,
	"search_enable" boolean DEFAULT false NOT NULL,
	"search_url" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_biz_type_unique" UNIQUE("biz_type")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_crowdfunds" ADD CONSTRAINT "goods_crowdfunds_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_modules" ADD CONSTRAINT "page_modules_page_code_pages_page_code_fk" FOREIGN KEY ("page_code") REFERENCES "public"."pages"("page_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_created_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE INDEX "goods_biz_type_idx" ON "goods" USING btree ("biz_type","sort");--> statement-breakpoint
CREATE INDEX "goods_skus_goods_idx" ON "goods_skus" USING btree ("goods_id","sort");--> statement-breakpoint
CREATE INDEX "page_modules_page_idx" ON "page_modules" USING btree ("page_code","sort");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id","created_at");