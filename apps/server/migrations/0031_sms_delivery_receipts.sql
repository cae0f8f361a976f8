ALTER TABLE "notification_sms" ADD COLUMN "carrier_message_id" text;--> statement-breakpoint
ALTER TABLE "notification_sms" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "notification_sms" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "notification_sms" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_sms_carrier_message_id" ON "notification_sms" USING btree ("carrier_message_id");