CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_replies_request_idx" ON "inbox_replies" USING btree ("kind","request_id","created_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_staff_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_handled_by_staff_accounts_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_requests" ADD CONSTRAINT "sample_requests_assignee_id_staff_accounts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;