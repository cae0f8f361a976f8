CREATE TABLE "user_addresses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_addresses_name_length" CHECK (char_length("user_addresses"."name") between 1 and 25),
	CONSTRAINT "user_addresses_detail_length" CHECK (char_length("user_addresses"."detail") between 2 and 100)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"city_code" text NOT NULL,
	"district_code" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"business_hours" text NOT NULL,
	"lng" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_lng_lat" CHECK ("stores"."lng" between -180 and 180 and "stores"."lat" between -90 and 90)
);
--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_addresses_one_default_key" ON "user_addresses" USING btree ("user_id") WHERE "user_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "user_addresses_user_created_idx" ON "user_addresses" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "stores_city_idx" ON "stores" USING btree ("city_code");