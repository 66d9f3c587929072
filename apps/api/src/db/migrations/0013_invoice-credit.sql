CREATE TABLE "credit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"application_id" text NOT NULL,
	"application" jsonb NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_code" text NOT NULL,
	"application_id" text NOT NULL,
	"company_name" text NOT NULL,
	"desired_limit" integer NOT NULL,
	"status" text DEFAULT 'screening' NOT NULL,
	"credit_limit" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_credit_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_code" text NOT NULL,
	"application_id" text NOT NULL,
	"order_number" text NOT NULL,
	"amount" integer NOT NULL,
	"billing_month" text NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lines_user_unique" ON "credit_lines" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lines_application_unique" ON "credit_lines" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_credit_applications_unique" ON "sandbox_credit_applications" USING btree ("contract_code","application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_credit_transactions_unique" ON "sandbox_credit_transactions" USING btree ("contract_code","order_number");