CREATE TABLE "login_code_sms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_code_sms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"status" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"carrier_message_id" text,
	"delivery" text,
	"delivery_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_code_sms_sent_idx" ON "login_code_sms" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "login_code_sms_phone_sent_idx" ON "login_code_sms" USING btree ("phone","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "login_code_sms_carrier_message_id" ON "login_code_sms" USING btree ("carrier_message_id");