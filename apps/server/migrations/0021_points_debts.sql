CREATE TABLE "points_debts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_debts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"collected" integer DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_debts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "points_debts_amounts" CHECK ("points_debts"."points" > 0 and "points_debts"."collected" >= 0 and "points_debts"."collected" <= "points_debts"."points")
);
--> statement-breakpoint
ALTER TABLE "points_debts" ADD CONSTRAINT "points_debts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_debts_user_idx" ON "points_debts" USING btree ("user_id","id");