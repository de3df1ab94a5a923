import { claimSubmission, claimUploadReader } from '@/server/claims/submit';
import { submissionRoute } from '@/server/http/guarded-submission';

// Streams the multipart body itself (busboy): needs Node.js, and nothing may read the body first.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/claims (multipart): 201 { reference, files } or 400/413/415/429 with { message, fieldErrors? }. */
export const POST = submissionRoute(claimSubmission, { read: claimUploadReader });
