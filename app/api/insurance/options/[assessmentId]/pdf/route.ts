import { HttpError, route } from '@/server/http/errors';
import { assessmentPdf } from '@/server/insurance/assessment-pdf';
import { assessmentIdFromParam } from '@/server/insurance/http';

export const dynamic = 'force-dynamic';

/**
 * GET /api/insurance/options/{assessmentId}/pdf[?plan=ins_2]: the options as a PDF download;
 * `plan` is the option selected on the page (an option id, nothing personal), marked in the PDF.
 */
export const GET = route(async (request: Request, { params }: { params: Promise<{ assessmentId: string }> }) => {
  const assessmentId = assessmentIdFromParam((await params).assessmentId);
  const plan = new URL(request.url).searchParams.get('plan');
  const bytes = await assessmentPdf(assessmentId, { chosenInsuranceId: plan && plan.length <= 40 ? plan : null });
  if (!bytes) throw new HttpError(404, 'We could not find insurance options for that assessment.');
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="insurance-options-${assessmentId}.pdf"`,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'private, no-store',
    },
  });
});
