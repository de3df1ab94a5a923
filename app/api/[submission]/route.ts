import { HttpError, route } from '@/server/http/errors';
import { endpointOf } from '@/server/submissions/registry';

export const runtime = 'nodejs';

interface Context {
  params: Promise<{ submission: string }>;
}

/**
 * The handler of a name a submission type declares (`endpoint`, decision 178). Next.js sends every
 * /api/<name> without a route file of its own here, so any other name is answered 404 from here.
 */
async function endpoint({ params }: Context) {
  const handler = endpointOf((await params).submission);
  if (!handler) throw new HttpError(404, 'Nothing is found at this address.');
  return handler;
}

/**
 * POST /api/leads and /api/business-inquiry (JSON), and the endpoint of any other submission type
 * that declares one: 201 with the type's result ({ reference, ... }) or 400/413/415/429 with
 * { message, fieldErrors? }.
 */
export const POST = route(async (request, context: Context) => (await endpoint(context))(request));

/** The endpoints take POST alone: a GET is refused as Next.js refuses a method a route does not export. */
export const GET = route(async (_request, context: Context) => {
  await endpoint(context);
  return new Response(null, { status: 405, headers: { Allow: 'OPTIONS, POST' } });
});
