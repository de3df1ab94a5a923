import { claimSubmission, claimUploadReader } from '@/server/claims/submit';
import { submissionFormRoute } from '@/server/http/guarded-submission';
import { claimOutcomePath } from '@/lib/claim-outcome';

// Streams the multipart body itself (busboy), like POST /api/claims: nothing may read it first.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/claims/form: the claim form without JavaScript (multipart, decision 103). 303 to
 * /claims/sent/[token], the page with the confirmation or the form again with its messages.
 */
export const POST = submissionFormRoute(claimSubmission, {
  form: 'claim',
  read: claimUploadReader,
  outcomePath: claimOutcomePath,
});
