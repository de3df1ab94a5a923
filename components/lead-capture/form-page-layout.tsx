import type * as React from 'react';
import { FormMessages } from '@/components/forms/form-messages';
import { Card, CardContent } from '@/components/ui/card';
import type { Locale } from '@/lib/i18n/locale';

/**
 * The page around a visitor's form (the claim and small-business pages): its heading and
 * introduction, the form in a card with the page's message catalogue, and the cards beside it
 * (`SideCard`) in an aside named for screen readers.
 */
export function FormPageLayout({
  locale,
  title,
  intro,
  asideLabel,
  form,
  children,
}: {
  locale: Locale;
  title: string;
  intro: string;
  asideLabel: string;
  /** The form, rendered inside the page's message catalogue. */
  form: React.ReactNode;
  /** The side cards. */
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2">
          <CardContent className="pt-6">
            <FormMessages locale={locale}>{form}</FormMessages>
          </CardContent>
        </Card>
        <aside className="grid content-start gap-6" aria-label={asideLabel}>
          {children}
        </aside>
      </div>
    </div>
  );
}
