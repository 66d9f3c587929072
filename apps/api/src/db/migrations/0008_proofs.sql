CREATE TABLE "proofs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answer_message" text,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "proofs_order_version_unique" ON "proofs" USING btree ("order_id","version");