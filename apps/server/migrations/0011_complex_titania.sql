CREATE TABLE "sign_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_nonces_expires_idx" ON "sign_nonces" USING btree ("expires_at");