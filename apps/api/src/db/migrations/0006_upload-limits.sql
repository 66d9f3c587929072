ALTER TABLE "uploads" ADD COLUMN "active_content" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");