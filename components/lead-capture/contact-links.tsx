import { Mail, Phone } from 'lucide-react';
import { PhoneNumber } from '@/components/content/phone-number';

// At least 24 px tall (WCAG 2.5.8) without leaning on its spacing exception: a line of text alone is 20.
const linkClass = 'inline-flex min-h-6 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline';

/** The agency's phone and e-mail as links, for the side cards of the lead forms. */
export function ContactLinks({ phone, phoneHref, email }: { phone: string; phoneHref: string; email: string }) {
  return (
    <p className="grid gap-2">
      <a href={phoneHref} className={linkClass}>
        <Phone className="size-4" aria-hidden="true" />
        <PhoneNumber>{phone}</PhoneNumber>
      </a>
      <a href={`mailto:${email}`} className={linkClass}>
        <Mail className="size-4" aria-hidden="true" />
        {email}
      </a>
    </p>
  );
}
