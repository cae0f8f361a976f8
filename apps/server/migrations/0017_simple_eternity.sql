CREATE TABLE "page_drafts" (
	"page_code" text PRIMARY KEY NOT NULL,
	"draft" jsonb NOT NULL,
	"pending" boolean NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_preview_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"page_code" text NOT NULL,
	"operator_id" bigint,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"page_code" text NOT NULL,
	"version" integer NOT NULL,
	"draft" jsonb NOT NULL,
	"published_by" bigint,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "page_versions_page_version" UNIQUE("page_code","version")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "published_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_drafts" ADD CONSTRAINT "page_drafts_page_code_pages_page_code_fk" FOREIGN KEY ("page_code") REFERENCES "public"."pages"("page_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_preview_tokens" ADD CONSTRAINT "page_preview_tokens_page_code_pages_page_code_fk" FOREIGN KEY ("page_code") REFERENCES "public"."pages"("page_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_code_pages_page_code_fk" FOREIGN KEY ("page_code") REFERENCES "public"."pages"("page_code") ON DELETE no action ON UPDATE no action;