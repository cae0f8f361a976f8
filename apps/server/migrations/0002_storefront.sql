CREATE TABLE "cart_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"num" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_num_positive" CHECK ("cart_items"."num" > 0)
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"cover_url" text NOT NULL,
	"cover_width" integer NOT NULL,
	"cover_height" integer NOT NULL,
	"author_name" text NOT NULL,
	"author_avatar_url" text NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"body_html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"module_id" bigint NOT NULL,
	"sort" integer NOT NULL,
	"item_type" integer NOT NULL,
	"goods_id" bigint,
	"article_id" bigint,
	CONSTRAINT "feed_items_target" CHECK (("feed_items"."item_type" = 2 and "feed_items"."goods_id" is not null and "feed_items"."article_id" is null) or ("feed_items"."item_type" = 4 and "feed_items"."article_id" is not null and "feed_items"."goods_id" is null))
);
--> statement-breakpoint
CREATE TABLE "rights_pools" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rights_pools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"marketing_no" text NOT NULL,
	"pool_name" text NOT NULL,
	"card_name" text NOT NULL,
	"card_type" text NOT NULL,
	"rights_type" integer NOT NULL,
	"each_reduction_fen" integer DEFAULT 0 NOT NULL,
	"discount_ratio" integer DEFAULT 100 NOT NULL,
	"use_condition_fen" integer DEFAULT 0 NOT NULL,
	"goods_type" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"valid_days_after_claim" integer,
	"stock_total" integer NOT NULL,
	"stock_left" integer NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"eprice" integer DEFAULT 0 NOT NULL,
	"desc" text DEFAULT '' NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"jump_type" text DEFAULT '' NOT NULL,
	"use_jump_url" text DEFAULT '' NOT NULL,
	"advertise" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rights_pools_kind" CHECK ("rights_pools"."kind" in ('coupon', 'card')),
	CONSTRAINT "rights_pools_card_type" CHECK (("rights_pools"."card_type" = 'enoughLess' and "rights_pools"."rights_type" = 1) or ("rights_pools"."card_type" = 'enoughDiscount' and "rights_pools"."rights_type" = 2) or ("rights_pools"."card_type" = 'deduct' and "rights_pools"."rights_type" = 4)),
	CONSTRAINT "rights_pools_stock" CHECK ("rights_pools"."stock_left" >= 0 and "rights_pools"."stock_left" <= "rights_pools"."stock_total"),
	CONSTRAINT "rights_pools_amounts" CHECK ("rights_pools"."each_reduction_fen" >= 0 and "rights_pools"."use_condition_fen" >= 0 and "rights_pools"."eprice" >= 0),
	CONSTRAINT "rights_pools_discount" CHECK ("rights_pools"."discount_ratio" between 1 and 100),
	CONSTRAINT "rights_pools_per_user_limit" CHECK ("rights_pools"."per_user_limit" >= 1),
	CONSTRAINT "rights_pools_window" CHECK ("rights_pools"."valid_to" > "rights_pools"."valid_from"),
	CONSTRAINT "rights_pools_valid_days" CHECK ("rights_pools"."valid_days_after_claim" is null or "rights_pools"."valid_days_after_claim" >= 1)
);
--> statement-breakpoint
CREATE TABLE "user_rights" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_rights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"pool_id" bigint NOT NULL,
	"ordinal" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"idempotency_key" text,
	"eprice" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_rights_status" CHECK ("user_rights"."status" in (0, 1, 2)),
	CONSTRAINT "user_rights_used" CHECK (("user_rights"."status" = 2) = ("user_rights"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event" text NOT NULL,
	"page_code" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_at" timestamp with time zone NOT NULL,
	"client_ip" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_modules" ADD COLUMN "card_pool_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "page_modules" ADD COLUMN "tabs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "skin_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "skin_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "skin_material" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_module_id_page_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."page_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_items" ADD CONSTRAINT "feed_items_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_rights" ADD CONSTRAINT "user_rights_pool_id_rights_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."rights_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_user_sku_key" ON "cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "cart_items_user_idx" ON "cart_items" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "articles_created_idx" ON "articles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "feed_items_module_sort_idx" ON "feed_items" USING btree ("module_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_rights_user_pool_ordinal_key" ON "user_rights" USING btree ("user_id","pool_id","ordinal");--> statement-breakpoint
CREATE UNIQUE INDEX "user_rights_user_idempotency_key" ON "user_rights" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "user_rights_user_claimed_idx" ON "user_rights" USING btree ("user_id","claimed_at");--> statement-breakpoint
CREATE INDEX "tracking_events_event_received_idx" ON "tracking_events" USING btree ("event","received_at");