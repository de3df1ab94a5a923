import * as z from '@/lib/zod';
import { clientIp } from '@/server/http/client-ip';
import { route, validationError } from '@/server/http/errors';
import { readJsonBody } from '@/server/http/json-body';
import { formatSummaryHtml, MAX_SUMMARY_CHARS } from '@/server/news/format-summary';
import { isFeedSummary } from '@/server/news/source';
import { enforceRateLimit } from '@/server/rate-limit';

export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  content: z
    .string('Please send the summary text as content.')
    .check(z.maxLength(MAX_SUMMARY_CHARS, `The summary is too long (limit ${MAX_SUMMARY_CHARS} characters).`)),
});

/** POST /api/format-summary {content} -> {formattedContent} (sanitised HTML). */
export const POST = route(async (request) => {
  await enforceRateLimit(
    {
      name: 'format-summary',
      points: 120,
      windowSeconds: 60,
      message: 'Too many requests. Please wait a moment and try again.',
    },
    clientIp(request.headers),
  );
  const parsed = bodySchema.safeParse(await readJsonBody(request, 128 * 1024));
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors;
    throw validationError(fieldErrors, Object.values(fieldErrors).flat()[0]);
  }
  const { content } = parsed.data;
  // Only the feed's own summaries go to the model, so the endpoint is no free proxy to it.
  const formattedContent = await formatSummaryHtml(content, { useModel: await isFeedSummary(content) });
  return Response.json({ formattedContent }, { headers: { 'Cache-Control': 'no-store' } });
});
