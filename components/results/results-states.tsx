/**
 * The results page's states other than its options: rendered on the server in the page's language
 * (they need no JavaScript, so their words never go to the browser as data).
 */
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { RESULTS_ERROR as SPANISH_RESULTS_ERROR } from '@/content/es/home-insurance-pages';
import {
  NO_CARRIER_COPY as SPANISH_NO_CARRIER_COPY,
  UNKNOWN_RESULTS_COPY as SPANISH_UNKNOWN_RESULTS_COPY,
} from '@/content/es/home-insurance-rates';
import { RESULTS_ERROR as ENGLISH_RESULTS_ERROR } from '@/content/home-insurance-pages';
import {
  NO_CARRIER_COPY as ENGLISH_NO_CARRIER_COPY,
  UNKNOWN_RESULTS_COPY as ENGLISH_UNKNOWN_RESULTS_COPY,
} from '@/content/home-insurance-rates';
import { localizedPath, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';

/** The product specification, "Results screen", failure: the options could not be loaded. */
export function ResultsError({ locale }: { locale: Locale }) {
  const copy = pick(locale, ENGLISH_RESULTS_ERROR, SPANISH_RESULTS_ERROR);
  return (
    <Card className="mx-auto max-w-xl text-center" role="alert">
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{copy.heading}</h1>
      </CardHeader>
      <CardContent className="grid gap-6">
        <p className="text-muted-foreground">{copy.text}</p>
        <Button asChild className="justify-self-center">
          <Link href={localizedPath(copy.actionHref, locale)}>{copy.action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * A link with no assessment behind it (mistyped, cut short, made up): says so plainly and offers
 * a new home assessment, instead of the failure state's "We encountered a problem" (issue 24).
 */
export function ResultsUnknown({ locale }: { locale: Locale }) {
  const UNKNOWN_RESULTS_COPY = pick(locale, ENGLISH_UNKNOWN_RESULTS_COPY, SPANISH_UNKNOWN_RESULTS_COPY);
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="results-unknown">
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{UNKNOWN_RESULTS_COPY.heading}</h1>
      </CardHeader>
      <CardContent className="grid gap-6">
        <p className="text-muted-foreground">{UNKNOWN_RESULTS_COPY.text}</p>
        <Button asChild className="justify-self-center">
          <Link href={localizedPath(UNKNOWN_RESULTS_COPY.actionHref, locale)}>{UNKNOWN_RESULTS_COPY.action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * No carrier of the rating table writes in the visitor's state: not an error. The assessment is
 * stored and the agency notified; an agent looks for options there.
 */
export function ResultsNoCarrier({ locale, stateName }: { locale: Locale; stateName: string }) {
  const NO_CARRIER_COPY = pick(locale, ENGLISH_NO_CARRIER_COPY, SPANISH_NO_CARRIER_COPY);
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="results-no-carrier">
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{NO_CARRIER_COPY.heading(stateName)}</h1>
      </CardHeader>
      <CardContent className="grid gap-6">
        <p className="text-muted-foreground">{NO_CARRIER_COPY.text(stateName)}</p>
        <Button asChild className="justify-self-center">
          <Link href={localizedPath('/contact', locale)}>{NO_CARRIER_COPY.action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
