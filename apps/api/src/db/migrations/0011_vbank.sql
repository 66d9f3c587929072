CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"notification_id" text NOT NULL,
	"purchase_id" text,
	"outcome" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_virtual_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_code" text NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"due_date" text NOT NULL,
	"account_number" text NOT NULL,
	"deposited" integer DEFAULT 0 NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_method_id_unique" ON "payment_notifications" USING btree ("method","notification_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_purchase_idx" ON "payment_notifications" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_virtual_accounts_order_unique" ON "sandbox_virtual_accounts" USING btree ("contract_code","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_virtual_accounts_number_unique" ON "sandbox_virtual_accounts" USING btree ("account_number");