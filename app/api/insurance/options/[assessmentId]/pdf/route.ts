import { HttpError, route } from '@/server/http/errors';
import { findAssessmentOptions } from '@/server/insurance/assessments';
import { assessmentIdFromParam } from '@/server/insurance/http';
import { renderOptionsPdf } from '@/server/insurance/options-pdf';
import { getSiteConfig } from '@/server/site-config';

export const dynamic = 'force-dynamic';

/** GET /api/insurance/options/{assessmentId}/pdf: the options as a PDF download. */
export const GET = route(async (_request: Request, { params }: { params: Promise<{ assessmentId: string }> }) => {
  const assessmentId = assessmentIdFromParam((await params).assessmentId);
  const found = await findAssessmentOptions(assessmentId);
  if (!found) throw new HttpError(404, 'We could not find insurance options for that assessment.');
  const config = getSiteConfig();
  const bytes = await renderOptionsPdf({
    assessmentId,
    options: found.options,
    contact: { phone: config.phone, email: config.email, resultsUrl: `${config.baseUrl}/results/${assessmentId}` },
    generatedAt: new Date(),
  });
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="insurance-options-${assessmentId}.pdf"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
});
