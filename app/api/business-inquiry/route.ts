import { businessInquirySubmission } from '@/server/business/submit';
import { submissionRoute } from '@/server/http/guarded-submission';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/business-inquiry (JSON): 201 { reference } or 400/413/415/429 with { message, fieldErrors? }. */
export const POST = submissionRoute(businessInquirySubmission);
