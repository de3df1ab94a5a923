import { ENGLISH_PREVAILS } from '@/content/es/legal';
import { HREFLANG, localizedPath } from '@/lib/i18n/locale';

/**
 * The line at the top of a translated legal text: the English version prevails, and a link to it.
 * The link goes through the language switch (/api/language) rather than straight to the English
 * path: a visitor who chose Spanish is sent from an English page back to its Spanish twin, so a
 * plain link would bring them back here.
 */
export function EnglishPrevails({ path }: { path: string }) {
  const href = `/api/language?to=en&from=${encodeURIComponent(localizedPath(path, 'es'))}`;
  return (
    <p className="mt-4 rounded-md border bg-muted/40 p-3 text-sm" data-testid="english-prevails">
      {ENGLISH_PREVAILS.text}{' '}
      <a href={href} hrefLang={HREFLANG.en} className="font-medium text-primary underline underline-offset-4">
        {ENGLISH_PREVAILS.link}
      </a>
    </p>
  );
}
