CREATE TABLE "digital_key_signatures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digital_key_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"vin" text NOT NULL,
	"agm_code" text NOT NULL,
	"agm_title" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_cars" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_cars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"vin" text NOT NULL,
	"model" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_cars_vin_unique" UNIQUE("vin")
);
--> statement-breakpoint
CREATE TABLE "crowdfund_reservations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crowdfund_reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"crowdfund_no" text NOT NULL,
	"status" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "goods_kind_info" (
	"goods_id" bigint PRIMARY KEY NOT NULL,
	"identification_type" integer,
	"use_type" integer,
	"need_vin" boolean DEFAULT false NOT NULL,
	"valid_days" integer DEFAULT 0 NOT NULL,
	"agreement_type" text,
	"preview_url" text DEFAULT '' NOT NULL,
	"face_value_fen" integer DEFAULT 0 NOT NULL,
	"fit_models" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"install_hours" integer DEFAULT 0 NOT NULL,
	"ads_title" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_loves" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_loves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"goods_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"client_ip" text NOT NULL,
	"share_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_hot_words" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_hot_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"biz_type" integer NOT NULL,
	"label" text NOT NULL,
	"highlight" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_text" text GENERATED ALWAYS AS ("goods"."name" || ' ' || "goods"."sale_name" || ' ' || "goods"."category" || ' ' || jsonb_path_query_array("goods"."tags", '$[*].name')::text) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_key_signatures" ADD CONSTRAINT "digital_key_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_cars" ADD CONSTRAINT "user_cars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_reservations" ADD CONSTRAINT "crowdfund_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_reservations" ADD CONSTRAINT "crowdfund_reservations_crowdfund_no_goods_crowdfunds_crowdfund_no_fk" FOREIGN KEY ("crowdfund_no") REFERENCES "public"."goods_crowdfunds"("crowdfund_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_kind_info" ADD CONSTRAINT "goods_kind_info_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_loves" ADD CONSTRAINT "goods_loves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_loves" ADD CONSTRAINT "goods_loves_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_records" ADD CONSTRAINT "share_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_records" ADD CONSTRAINT "share_records_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "digital_key_signatures_user_vin_agm_key" ON "digital_key_signatures" USING btree ("user_id","vin","agm_code");--> statement-breakpoint
CREATE INDEX "user_cars_user_idx" ON "user_cars" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_cars_one_default_key" ON "user_cars" USING btree ("user_id") WHERE "user_cars"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "crowdfund_reservations_one_active_key" ON "crowdfund_reservations" USING btree ("user_id","crowdfund_no") WHERE "crowdfund_reservations"."status" = 0;--> statement-breakpoint
CREATE INDEX "crowdfund_reservations_no_status_idx" ON "crowdfund_reservations" USING btree ("crowdfund_no","status");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_loves_user_goods_key" ON "goods_loves" USING btree ("user_id","goods_id");--> statement-breakpoint
CREATE INDEX "goods_loves_user_created_idx" ON "goods_loves" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_loves_goods_idx" ON "goods_loves" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "share_records_user_created_idx" ON "share_records" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "share_records_ip_created_idx" ON "share_records" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_hot_words_biz_label_key" ON "search_hot_words" USING btree ("biz_type","label");--> statement-breakpoint
CREATE INDEX "goods_search_trgm_idx" ON "goods" USING gin ("search_text" gin_trgm_ops);