import { CalendarDays, Lock, Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

/** The CALL and BOOK buttons of the Ways To Connect screens, with the privacy promise. */
export function ConnectButtons({
  phoneHref,
  phone,
  call,
  book,
  privacy,
}: {
  phoneHref: string;
  phone: string;
  call: string;
  book: string;
  privacy: string;
}) {
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href={phoneHref} className={buttonVariants({ size: 'lg', className: 'flex-1' })}>
          <Phone aria-hidden="true" />
          {call}
          <span className="sr-only"> {phone}</span>
        </a>
        <a href="/booking" className={buttonVariants({ size: 'lg', variant: 'outline', className: 'flex-1' })}>
          <CalendarDays aria-hidden="true" />
          {book}
        </a>
      </div>
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Lock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {privacy}
      </p>
    </div>
  );
}
