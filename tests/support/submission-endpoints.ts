import { POST } from '@/app/api/[submission]/route';

/** `POST /api/<name>` as Next.js calls the one route of the submission types' JSON endpoints. */
const endpoint = (name: string) => (request: Request) =>
  POST(request, { params: Promise.resolve({ submission: name }) });

/** POST /api/leads */
export const postLead = endpoint('leads');
/** POST /api/business-inquiry */
export const postBusiness = endpoint('business-inquiry');
