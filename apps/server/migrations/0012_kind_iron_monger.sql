CREATE TABLE "stock_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku_id" bigint NOT NULL,
	"delta" integer NOT NULL,
	"before" integer NOT NULL,
	"after" integer NOT NULL,
	"reason" text NOT NULL,
	"operator_id" bigint,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_ledger_adds_up" CHECK ("stock_ledger"."after" = "stock_ledger"."before" + "stock_ledger"."delta")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "specs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "detail_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "goods_skus" ADD COLUMN "spec_values" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_ledger" ADD CONSTRAINT "stock_ledger_sku_id_goods_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."goods_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_ledger_sku_idx" ON "stock_ledger" USING btree ("sku_id","id");--> statement-breakpoint
ALTER TABLE "goods_skus" ADD CONSTRAINT "goods_skus_code_unique" UNIQUE("code");