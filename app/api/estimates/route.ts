import { route } from '@/server/http/errors';
import { answerEstimate } from '@/server/estimates/answer';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/**
 * POST /api/estimates (JSON { state, householdSize, yearlyIncome, ages, zipCode? }): 200 with the
 * plan year's premium tax credit estimate (decision 180); 400 { message, fieldErrors } for bad
 * input, 422 { message } for a state whose figures are not entered yet, 403/413/415/429 as on
 * every guarded path. Stores nothing.
 */
export const POST = route(async (request) =>
  Response.json(await answerEstimate(request), { headers: { 'Cache-Control': 'no-store' } }),
);
