import { Copyright } from '@/components/site/copyright';
import { copyrightLine as spanishCopyrightLine } from '@/content/es/site';
import { BRAND, copyrightLine } from '@/content/site';
import type { Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';

/** Brand header of the standalone screens (no site navigation: one job per page). */
export function BrandBar({ children }: { children?: React.ReactNode }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <p className="text-lg font-bold text-primary">{BRAND.name}</p>
        {children}
      </div>
    </header>
  );
}

/** The copyright footer of the survey, assessment and calendar screens. */
export function CopyrightFooter({ locale = 'en' }: { locale?: Locale }) {
  return (
    <footer className="border-t px-4 py-4 text-center text-xs text-muted-foreground">
      <Copyright line={pick(locale, copyrightLine, spanishCopyrightLine)} />
    </footer>
  );
}
