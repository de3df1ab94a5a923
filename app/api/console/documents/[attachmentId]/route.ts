import { requireApiOperator } from '@/server/console/api-auth';
import { downloadDocument } from '@/server/console/documents';
import { HttpError, route } from '@/server/http/errors';

export const dynamic = 'force-dynamic';

export const GET = route(async (request: Request, { params }: { params: Promise<{ attachmentId: string }> }) => {
  const { actor } = await requireApiOperator(request);
  const response = await downloadDocument(actor, (await params).attachmentId);
  if (!response) throw new HttpError(404, 'No such document.');
  return response;
});
