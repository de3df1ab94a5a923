import { languageSwitchResponse } from '@/server/language-switch';

export const dynamic = 'force-dynamic';

/** GET /api/language?to=es[&from=/claims]: the header's language switch (decision 182). */
export function GET(request: Request) {
  return languageSwitchResponse(request);
}
