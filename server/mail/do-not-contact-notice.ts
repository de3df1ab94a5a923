import 'server-only';
import { DO_NOT_CONTACT } from '@/content/console';
import { formatDayInZone } from '@/lib/agency-time';
import { agencyTimeZone } from '../console/clock';
import { optOutsFor } from '../console/do-not-contact';
import type { EmailMessage } from '../outbox/enqueue';

/**
 * An agency notice about someone on the opt-out list says so before anything else, as the desk's
 * item page does, so an agent working from the e-mail does not call them (decision 124 addendum),
 * and has no Reply-To to the person (one press of Reply would write to them). Read as the notice
 * leaves, as the CRM webhook's `doNotContact` is: an opt-out made after the submission counts too.
 * A notice without `contact` (a comment's, an opt-out's own) is unchanged. `marked` says the
 * message differs from the one an earlier attempt may have sent: it then needs its own Message-ID,
 * or a receiving server would drop it as a duplicate of the unmarked copy.
 */
export async function withDoNotContactNotice(
  mail: EmailMessage,
): Promise<Pick<EmailMessage, 'subject' | 'text' | 'replyTo'> & { marked: boolean }> {
  const unmarked = { subject: mail.subject, text: mail.text, replyTo: mail.replyTo, marked: false };
  if (!mail.contact) return unmarked;
  const [first] = await optOutsFor({ email: mail.contact.email ?? null, phone: mail.contact.phone ?? null });
  if (!first) return unmarked;
  const day = formatDayInZone(first.createdAt, agencyTimeZone());
  return {
    subject: `[${DO_NOT_CONTACT.marker}] ${mail.subject}`,
    text: `${DO_NOT_CONTACT.banner(first.reference, day)}\n\n${mail.text}`,
    replyTo: undefined,
    marked: true,
  };
}
