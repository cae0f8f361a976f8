CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_titles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title_type" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text NOT NULL,
	"bank" text NOT NULL,
	"account" text NOT NULL,
	"reg_address" text NOT NULL,
	"reg_phone" text NOT NULL,
	"email" text NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"original_id" bigint,
	"kind" text NOT NULL,
	"title_type" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"bank" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"reg_address" text DEFAULT '' NOT NULL,
	"reg_phone" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"mail_address" jsonb,
	"state" text NOT NULL,
	"fail_reason" text DEFAULT '' NOT NULL,
	"lines" jsonb NOT NULL,
	"total_fen" bigint NOT NULL,
	"tax_fen" bigint NOT NULL,
	"invoice_no" text,
	"issued_at" timestamp with time zone,
	"red_flush_due" boolean DEFAULT false NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_invoice_no_unique" UNIQUE("invoice_no")
);
--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_user_title" ON "invoice_titles" USING btree ("user_id","title_type","title","tax_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_live" ON "invoices" USING btree ("order_id") WHERE "invoices"."direction" = 'blue' and "invoices"."state" in ('applied', 'issuing', 'issued');--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","applied_at");--> statement-breakpoint
CREATE INDEX "invoices_state_idx" ON "invoices" USING btree ("state","applied_at");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_red_flush_due_idx" ON "invoices" USING btree ("id") WHERE "invoices"."red_flush_due";