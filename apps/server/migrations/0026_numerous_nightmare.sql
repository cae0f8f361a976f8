CREATE TABLE "warranty_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"card_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" text NOT NULL,
	"order_line_id" bigint NOT NULL,
	"unit_index" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_name" text NOT NULL,
	"goods_pic" text NOT NULL,
	"sku_name" text NOT NULL,
	"serial_no" text,
	"vin" text,
	"store_id" bigint,
	"store_name" text,
	"months" integer NOT NULL,
	"cover" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "warranty_cards_card_no_unique" UNIQUE("card_no")
);
--> statement-breakpoint
CREATE TABLE "warranty_claim_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_claim_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"claim_id" bigint NOT NULL,
	"status" integer NOT NULL,
	"actor" text NOT NULL,
	"operator_id" bigint,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warranty_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warranty_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"claim_no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"card_id" bigint NOT NULL,
	"fault_type" text NOT NULL,
	"description" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" text,
	"contact_phone" text NOT NULL,
	"preferred_store" jsonb NOT NULL,
	"preferred_date" date NOT NULL,
	"time_slot" integer NOT NULL,
	"status" integer NOT NULL,
	"appointment_store" jsonb,
	"appointment_at" timestamp with time zone,
	"repair_parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"repair_note" text DEFAULT '' NOT NULL,
	"repair_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"rating_score" integer,
	"rating_comment" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone,
	"idempotency_key" text,
	"accepted_at" timestamp with time zone,
	"status_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "warranty_claims_claim_no_unique" UNIQUE("claim_no")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "warranty_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "warranty_cover" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "warranty_cards" ADD CONSTRAINT "warranty_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_cards" ADD CONSTRAINT "warranty_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_cards" ADD CONSTRAINT "warranty_cards_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_cards" ADD CONSTRAINT "warranty_cards_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claim_events" ADD CONSTRAINT "warranty_claim_events_claim_id_warranty_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."warranty_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_claims" ADD CONSTRAINT "warranty_claims_card_id_warranty_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."warranty_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_cards_unit_key" ON "warranty_cards" USING btree ("order_line_id","unit_index");--> statement-breakpoint
CREATE INDEX "warranty_cards_user_idx" ON "warranty_cards" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "warranty_cards_order_idx" ON "warranty_cards" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "warranty_claim_events_claim_idx" ON "warranty_claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_user_key" ON "warranty_claims" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_claims_open_fault" ON "warranty_claims" USING btree ("card_id","fault_type") WHERE "warranty_claims"."status" in (1, 2, 3, 4);--> statement-breakpoint
CREATE INDEX "warranty_claims_card_idx" ON "warranty_claims" USING btree ("card_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "warranty_claims_status_idx" ON "warranty_claims" USING btree ("status","status_at");