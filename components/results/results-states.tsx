import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NO_CARRIER_COPY, UNKNOWN_RESULTS_COPY } from '@/content/home-insurance-rates';

/** The product specification, "Results screen": three placeholder cards while the options load. */
export function ResultsLoading({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div aria-busy="true" className="grid gap-8">
      <div className="text-center">
        <Heading className="text-3xl font-bold tracking-tight">Finding Your Insurance Options</Heading>
        <p className="mt-2 text-muted-foreground" role="status">
          This will just take a moment
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-3" data-testid="results-placeholders">
        {[0, 1, 2].map((index) => (
          <Card key={index} aria-hidden="true">
            <CardHeader>
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </CardHeader>
            <CardContent className="grid gap-3">
              <Skeleton className="h-10 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-4/6" />
              <Skeleton className="mt-4 h-10 w-full" />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}

/** The product specification, "Results screen", failure: the options could not be loaded. */
export function ResultsError() {
  return (
    <Card className="mx-auto max-w-xl text-center" role="alert">
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">Error Loading Results</h1>
      </CardHeader>
      <CardContent className="grid gap-6">
        <p className="text-muted-foreground">We encountered a problem while trying to load your insurance options.</p>
        <Button asChild className="justify-self-center">
          <Link href="/assessment">Try Assessment Again</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * A link with no assessment behind it (mistyped, cut short, made up): says so plainly and offers
 * a new home assessment, instead of the failure state's "We encountered a problem" (issue 24).
 */
export function ResultsUnknown() {
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="results-unknown">
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{UNKNOWN_RESULTS_COPY.heading}</h1>
      </CardHeader>
      <CardContent className="grid gap-6">
        <p className="text-muted-foreground">{UNKNOWN_RESULTS_COPY.text}</p>
        <Button asChild className="justify-self-center">
          <Link href={UNKNOWN_RESULTS_COPY.actionHref}>{UNKNOWN_RESULTS_COPY.action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * No carrier of the rating table writes in the visitor's state: not an error. The assessment is
 * stored and the agency notified; an agent looks for options there.
 */
export function ResultsNoCarrier({ stateName }: { stateName: string }) {
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="results-no-carrier">
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{NO_CARRIER_COPY.heading(stateName)}</h1>
      </CardHeader>
      <CardContent className="grid gap-6">
        <p className="text-muted-foreground">{NO_CARRIER_COPY.text(stateName)}</p>
        <Button asChild className="justify-self-center">
          <Link href="/contact">{NO_CARRIER_COPY.action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
