import { HttpError, route } from '@/server/http/errors';
import { assessmentPdf } from '@/server/insurance/assessment-pdf';
import { assessmentIdFromParam } from '@/server/insurance/http';

export const dynamic = 'force-dynamic';

/** GET /api/insurance/options/{assessmentId}/pdf: the options as a PDF download. */
export const GET = route(async (_request: Request, { params }: { params: Promise<{ assessmentId: string }> }) => {
  const assessmentId = assessmentIdFromParam((await params).assessmentId);
  const bytes = await assessmentPdf(assessmentId);
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
