import 'server-only';
import { CONSENT_DISCLOSURE_VERSION, consentDisclosure } from '@/content/consent';
import type { Tx } from './db/client';
import { consentRecords } from './db/schema';
import { getEnv } from './env';
import { clientIp } from './http/client-ip';

export interface ConsentContext {
  /** Whether the visitor ticked the consent checkbox (false when the form had none ticked). */
  checkboxChecked: boolean;
  /** The page the form was on, as the browser reported it. */
  pageUrl: string;
  headers: Headers;
}

/** Records, in the submission's transaction, the disclosure exactly as the form showed it. */
export async function recordConsent(
  tx: Tx,
  subject: { type: 'claim' | 'business_inquiry' | 'lead' | 'home_assessment'; id: string },
  context: ConsentContext,
): Promise<void> {
  await tx.insert(consentRecords).values({
    subjectType: subject.type,
    subjectId: subject.id,
    disclosureText: consentDisclosure(getEnv().OPT_OUT_PHONE),
    disclosureVersion: CONSENT_DISCLOSURE_VERSION,
    checkboxChecked: context.checkboxChecked,
    ipAddress: clientIp(context.headers),
    userAgent: (context.headers.get('user-agent') ?? '').slice(0, 500),
    pageUrl: context.pageUrl.slice(0, 2000),
  });
}
