-- A post's outcome page opens in the browser that posted it only (decision 103 addendum): the hash of
-- its outcome-owner cookie. Null for rows saved before, which expire within a day.
ALTER TABLE "form_outcomes" ADD COLUMN "owner" text;
