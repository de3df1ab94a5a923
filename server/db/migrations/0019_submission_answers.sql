CREATE TABLE "submission_answers" (
	"type" text NOT NULL,
	"key_hash" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_answers_type_key_hash_pk" PRIMARY KEY("type","key_hash")
);
--> statement-breakpoint
CREATE INDEX "submission_answers_expires_idx" ON "submission_answers" USING btree ("expires_at");