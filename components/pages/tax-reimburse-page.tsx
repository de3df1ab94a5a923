import { Phone } from 'lucide-react';
import { NewTabLink } from '@/components/content/external-link';
import { buttonVariants } from '@/components/ui/button';
import { PhoneNumber } from '@/components/content/phone-number';
import { TAX_PAGE as SPANISH_TAX_PAGE } from '@/content/es/tax-reimburse';
import { TAX_PAGE as ENGLISH_TAX_PAGE } from '@/content/tax-reimburse';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import { getSiteConfig } from '@/server/site-config';

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-muted-foreground">{children}</div>
    </section>
  );
}

/** The Tax Reimburse page (/tax-reimburse and /es/tax-reimburse): HRA 105, in the page's language. */
export function TaxReimbursePage({ locale }: { locale: Locale }) {
  const TAX_PAGE = pick(locale, ENGLISH_TAX_PAGE, SPANISH_TAX_PAGE);
  const config = getSiteConfig();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold tracking-tight">{TAX_PAGE.heading}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{TAX_PAGE.intro}</p>

      <Section id="what" title={TAX_PAGE.what.heading}>
        {TAX_PAGE.what.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>

      <Section id="how" title={TAX_PAGE.howItWorks.heading}>
        <ol className="space-y-4">
          {TAX_PAGE.howItWorks.steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="min-w-0 break-words">
                <h3 className="font-semibold text-foreground">{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="requirements" title={TAX_PAGE.requirements.heading}>
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{TAX_PAGE.requirements.caption}</caption>
            <thead className="bg-muted text-foreground">
              <tr>
                {TAX_PAGE.requirements.columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y">
              {TAX_PAGE.requirements.rows.map((row) => (
                <tr key={row.requirement}>
                  <th scope="row" className="px-4 py-3 font-medium text-foreground">
                    {row.requirement}
                  </th>
                  <td className="px-4 py-3">{row.meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="types" title={TAX_PAGE.types.heading}>
        <dl className="space-y-4">
          {TAX_PAGE.types.items.map((item) => (
            <div key={item.name} className="rounded-xl border bg-card p-4">
              <dt className="font-semibold text-foreground">{item.name}</dt>
              <dd className="mt-1">{item.text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="advantages" title={TAX_PAGE.advantages.heading}>
        <ul className="list-disc space-y-2 pl-5">
          {TAX_PAGE.advantages.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="spousal" title={TAX_PAGE.spousal.heading}>
        {TAX_PAGE.spousal.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>

      <Section id="pitfalls" title={TAX_PAGE.pitfalls.heading}>
        <ul className="list-disc space-y-2 pl-5">
          {TAX_PAGE.pitfalls.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="resources" title={TAX_PAGE.resources.heading}>
        <ul className="space-y-2">
          {TAX_PAGE.resources.links.map((link) => (
            <li key={link.href}>
              <NewTabLink href={link.href} locale={locale} className="text-primary underline underline-offset-4">
                {link.label}
              </NewTabLink>
            </li>
          ))}
        </ul>
      </Section>

      <p
        className="mt-12 rounded-xl border border-amber-600/40 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
        role="note"
      >
        <strong>{TAX_PAGE.disclaimerLabel}</strong>
        {TAX_PAGE.disclaimer}
      </p>

      <section
        aria-labelledby="tax-cta"
        className="focus-on-primary mt-12 rounded-xl bg-primary p-6 sm:p-8 text-center text-primary-foreground"
      >
        <h2 id="tax-cta" className="text-2xl font-bold">
          {TAX_PAGE.cta.heading}
        </h2>
        <p className="mt-2">{TAX_PAGE.cta.text}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <a href={localizedPath('/contact', locale)} className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
            {TAX_PAGE.cta.contact}
          </a>
          <a
            href={config.phoneHref}
            className="inline-flex min-h-11 flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-md border border-current px-5 py-2 font-medium hover:bg-white/10 sm:px-8"
          >
            <Phone className="h-4 w-4" aria-hidden="true" />
            {TAX_PAGE.cta.call} <PhoneNumber>{config.phone}</PhoneNumber>
          </a>
        </div>
      </section>
    </article>
  );
}
