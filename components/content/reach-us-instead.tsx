import { Mail, Phone } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { REACH_US_INSTEAD } from '@/content/reach-us-instead';
import { cn } from '@/lib/utils';
import { getSiteConfig } from '@/server/site-config';

/**
 * Shown in place of a provider's frame whose URL is still a development stand-in (404 outside
 * `npm run dev`): a visitor gets working ways to reach the agency, never an empty or broken frame.
 */
export function ReachUsInstead({ className }: { className?: string }) {
  const config = getSiteConfig();
  return (
    <section aria-labelledby="reach-us-heading" className={cn('rounded-xl border bg-card p-8 text-center shadow-sm', className)}>
      <h2 id="reach-us-heading" className="text-2xl font-semibold">
        {REACH_US_INSTEAD.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-prose text-muted-foreground">{REACH_US_INSTEAD.text}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={config.phoneHref} className={buttonVariants({ size: 'lg' })}>
          <Phone aria-hidden="true" />
          {REACH_US_INSTEAD.call} {config.phone}
        </a>
        <a href={`mailto:${config.email}`} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
          <Mail aria-hidden="true" />
          {REACH_US_INSTEAD.email}
        </a>
      </div>
    </section>
  );
}
