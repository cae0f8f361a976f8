CREATE TABLE "review_pictures" (
	"review_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"file_id" bigint NOT NULL,
	CONSTRAINT "review_pictures_review_id_position_pk" PRIMARY KEY("review_id","position"),
	CONSTRAINT "review_pictures_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "review_pictures_position_range" CHECK ("review_pictures"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "review_wants" (
	"review_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_wants_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"order_line_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"reward_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_order_line_id_unique" UNIQUE("order_line_id"),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_content_length" CHECK (char_length("reviews"."content") between 1 and 500),
	CONSTRAINT "reviews_reward_non_negative" CHECK ("reviews"."reward_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "review_pictures" ADD CONSTRAINT "review_pictures_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_pictures" ADD CONSTRAINT "review_pictures_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_wants" ADD CONSTRAINT "review_wants_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_wants" ADD CONSTRAINT "review_wants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_wants_user_idx" ON "review_wants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reviews_goods_created_idx" ON "reviews" USING btree ("goods_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_user_created_idx" ON "reviews" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_order_idx" ON "reviews" USING btree ("order_id");