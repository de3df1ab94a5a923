import { LanguageField } from '@/components/forms/language-field';
import { buttonVariants } from '@/components/ui/button';
import type * as English from '@/content/privacy';
import type { Locale } from '@/lib/i18n/locale';
import type { Translation } from '@/lib/i18n/translation';
import type { ChoiceStatus } from '@/server/privacy/choices';

/**
 * The visitor's current choice and the one button that changes it: a plain form posting to
 * /api/privacy-choices, so it works without JavaScript and ends on a full page load (whatever
 * tag had loaded is gone). With the browser's GPC signal on there is nothing to choose. The page
 * gives the texts and the opt-out page's path in its language; the form posts that language, so
 * the answer comes back to the same page.
 */
export function PrivacyChoicesForm({
  status,
  locale,
  copy: COPY,
  optOutPath,
}: {
  status: ChoiceStatus;
  locale: Locale;
  copy: Translation<typeof English.PRIVACY_CHOICES_PAGE>;
  optOutPath: string;
}) {
  const text = status === 'gpc' ? COPY.status.gpc : status === 'opted-out' ? COPY.status.optedOut : COPY.status.sharing;
  return (
    <div className="mt-8 rounded-xl border bg-card p-6 shadow-sm">
      <p role="status" data-testid="privacy-choice-status" data-status={status} className="font-medium">
        {text}
      </p>
      {status !== 'gpc' && (
        <form method="post" action="/api/privacy-choices" className="mt-4">
          <input type="hidden" name="choice" value={status === 'opted-out' ? 'opt-in' : 'opt-out'} />
          <LanguageField locale={locale} />
          <button type="submit" className={buttonVariants({ variant: status === 'opted-out' ? 'outline' : 'default' })}>
            {status === 'opted-out' ? COPY.optInButton : COPY.optOutButton}
          </button>
        </form>
      )}
      <p className="mt-4 text-sm text-muted-foreground">{COPY.cookieNote}</p>
      <p className="mt-2 text-sm">
        <a href={optOutPath} className="font-medium text-primary underline underline-offset-4">
          {COPY.optOutLink}
        </a>
      </p>
    </div>
  );
}
