import { route } from '@/server/http/errors';
import { receiveInboundSms, twimlResponse } from '@/server/sms/inbound';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** POST /api/sms/inbound (the SMS provider's signed webhook): TwiML 200, or 403/404/413/415/400. */
export const POST = route(async (request) => twimlResponse((await receiveInboundSms(request)).reply));
