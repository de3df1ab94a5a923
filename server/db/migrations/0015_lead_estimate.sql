-- The premium tax credit estimate of a lead (issue 25, decision 180), computed once at submission
-- so the thank-you page, the console, the agency's e-mail and the CRM webhook show the same figures.
ALTER TABLE "leads" ADD COLUMN "estimate" jsonb;
