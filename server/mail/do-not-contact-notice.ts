import 'server-only';
import { DO_NOT_CONTACT } from '@/content/console';
import { formatDayInZone } from '@/lib/agency-time';
import { agencyTimeZone } from '../console/clock';
import { optOutsFor } from '../console/do-not-contact';
import type { EmailMessage } from '../outbox/enqueue';

/**
 * An agency notice about someone on the opt-out list says so before anything else, as the desk's
 * item page does, so an agent working from the e-mail does not call them (decision 124 addendum).
 * Read as the notice leaves, as the CRM webhook's `doNotContact` is: an opt-out made after the
 * submission counts too. A notice without `contact` (a comment's, an opt-out's own) is unchanged.
 */
export async function withDoNotContactNotice(mail: EmailMessage): Promise<Pick<EmailMessage, 'subject' | 'text'>> {
  if (!mail.contact) return mail;
  const [first] = await optOutsFor({ email: mail.contact.email ?? null, phone: mail.contact.phone ?? null });
  if (!first) return mail;
  const day = formatDayInZone(first.createdAt, agencyTimeZone());
  return {
    subject: `[${DO_NOT_CONTACT.marker}] ${mail.subject}`,
    text: `${DO_NOT_CONTACT.banner(first.reference, day)}\n\n${mail.text}`,
  };
}
