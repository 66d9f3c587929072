CREATE TABLE "login_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_key" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "login_devices_token_hash_unique" ON "login_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_devices_account_idx" ON "login_devices" USING btree ("account_key");