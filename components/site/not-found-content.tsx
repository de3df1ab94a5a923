import { BRAND, NOT_FOUND_PAGE } from '@/content/site';
import { NOT_FOUND_PAGE as ES_NOT_FOUND_PAGE } from '@/content/es/site';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';

/**
 * What a visitor reads at an address that is not on the site. `standalone` when it is the whole
 * page (no header, as the global not-found page), otherwise inside a layout's <main>.
 */
export function NotFoundContent({ locale, standalone = false }: { locale: Locale; standalone?: boolean }) {
  const texts = pick(locale, NOT_FOUND_PAGE, ES_NOT_FOUND_PAGE);
  const Wrapper = standalone ? 'main' : 'div';
  return (
    <Wrapper
      {...(standalone ? { id: 'main' } : {})}
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-6 px-4 py-16 text-center"
    >
      {standalone && <p className="text-xl font-bold text-primary">{BRAND.name}</p>}
      <h1 className="text-3xl font-bold">{texts.heading}</h1>
      <p className="text-muted-foreground">{texts.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href={localizedPath('/', locale)}
          className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground"
        >
          {texts.home}
        </a>
        <a href={localizedPath('/contact', locale)} className="rounded-md border px-4 py-2 font-medium">
          {texts.contact}
        </a>
      </div>
    </Wrapper>
  );
}
