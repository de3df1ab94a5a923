import { ChevronDown } from 'lucide-react';
import { siteTexts } from '@/components/site/site-texts';
import type { Locale } from '@/lib/i18n/locale';

/**
 * "Get a quote" and "File a claim" in the header's top bar (screens from sm up; the side menu
 * carries them below lg). The quote menu is a native <details>: no JavaScript on content pages.
 * Its entries are plain <a> on purpose: a client-side navigation keeps the header mounted, so a
 * <details> left open would still be open on the next page; a page load closes it. The claim link
 * is a plain <a> too, as every header link is: the header hydrates no client component (decision 175).
 */
export function FormsMenu({ locale }: { locale: Locale }) {
  const { getAQuote: GET_A_QUOTE, fileAClaim: FILE_A_CLAIM, shell } = siteTexts(locale);
  return (
    <nav aria-label={shell.formsNav} className="hidden sm:mr-2 sm:block">
      <ul className="flex items-center gap-1">
        <li>
          <details className="group relative">
            <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-1 font-medium hover:bg-white/15 [&::-webkit-details-marker]:hidden">
              {GET_A_QUOTE.label}
              <ChevronDown
                className="h-4 w-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden="true"
              />
            </summary>
            <ul className="focus-on-surface absolute top-full left-0 z-50 mt-1 w-64 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg">
              {GET_A_QUOTE.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="block rounded-sm px-3 py-2 hover:bg-accent hover:text-accent-foreground"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </details>
        </li>
        <li>
          <a
            href={FILE_A_CLAIM.href}
            className="inline-flex items-center rounded-md px-2 py-1 font-medium hover:bg-white/15"
          >
            {FILE_A_CLAIM.label}
          </a>
        </li>
      </ul>
    </nav>
  );
}
