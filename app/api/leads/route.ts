import { submissionRoute } from '@/server/http/guarded-submission';
import { leadSubmission } from '@/server/leads/submit';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/leads (JSON): 201 { reference, thankYouUrl, confirmationEmailed } or 400/413/415/429 with
 * { message, fieldErrors? }.
 */
export const POST = submissionRoute(leadSubmission);
