import { TextWithPhoneNumbers } from '@/components/content/phone-number';
import { TERMS_PAGE, TERMS_SECTIONS } from '@/content/terms';
import { pageMetadata } from '@/lib/page-metadata';
import { getSiteConfig } from '@/server/site-config';

export const metadata = pageMetadata('/terms-and-conditions', {
  title: TERMS_PAGE.title,
  description: TERMS_PAGE.description,
});

/** The static terms screen; /terms-conditions redirects here by default (docs/decisions/021). */
export default function TermsPage() {
  const config = getSiteConfig();
  const fill = (text: string) => text.replaceAll('{phone}', config.optOutPhone).replaceAll('{email}', config.email);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{TERMS_PAGE.heading}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{TERMS_PAGE.updated}</p>
      <p className="mt-6 text-lg">{TERMS_PAGE.intro}</p>
      <nav aria-label="Sections" className="mt-8 rounded-xl border bg-card p-4">
        <ol className="grid gap-1 text-sm sm:grid-cols-2">
          {TERMS_SECTIONS.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {TERMS_SECTIONS.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-32"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-muted-foreground">
              <TextWithPhoneNumbers text={fill(paragraph)} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
