CREATE TABLE "home_assessments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"dwelling_coverage" integer NOT NULL,
	"square_feet" integer NOT NULL,
	"year_built" integer NOT NULL,
	"construction" text NOT NULL,
	"roof_age" integer NOT NULL,
	"claims_last_five_years" integer NOT NULL,
	"preferred_deductible" integer NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"options" jsonb NOT NULL,
	"rating_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_insurance_selections" (
	"assessment_id" bigint PRIMARY KEY NOT NULL,
	"insurance_id" text NOT NULL,
	"confirmations" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home_insurance_selections" ADD CONSTRAINT "home_insurance_selections_assessment_id_home_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."home_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_assessments_created_idx" ON "home_assessments" USING btree ("created_at");