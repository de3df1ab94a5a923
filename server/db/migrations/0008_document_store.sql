CREATE TABLE "document_blobs" (
	"id" text PRIMARY KEY NOT NULL,
	"key_id" text NOT NULL,
	"iv" "bytea" NOT NULL,
	"tag" "bytea",
	"chunks" integer DEFAULT 0 NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_chunks" (
	"blob_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "document_chunks_blob_id_seq_pk" PRIMARY KEY("blob_id","seq")
);
--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_blob_id_document_blobs_id_fk" FOREIGN KEY ("blob_id") REFERENCES "public"."document_blobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_blobs_created_idx" ON "document_blobs" USING btree ("created_at");--> statement-breakpoint
-- Ciphertext does not compress: store it out of line without trying.
ALTER TABLE "document_chunks" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
