import { CARD_CLASSES } from '@/components/ui/card-classes';
import { Skeleton } from '@/components/ui/skeleton';
import type { ResultsLoadingTexts } from '@/components/results/results-texts';

/**
 * The product specification, "Results screen": three placeholder cards while the options load.
 * Shown by the form (a client component), so its words come as props.
 */
export function ResultsLoading({ texts, headingLevel = 1 }: { texts: ResultsLoadingTexts; headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div aria-busy="true" className="grid gap-8">
      <div className="text-center">
        <Heading className="text-3xl font-bold tracking-tight">{texts.heading}</Heading>
        <p className="mt-2 text-muted-foreground" role="status">
          {texts.status}
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-3" data-testid="results-placeholders">
        {[0, 1, 2].map((index) => (
          // The card's classes on plain elements: the form that shows this loads no class merging.
          <div key={index} aria-hidden="true" className={CARD_CLASSES.root}>
            <div className={CARD_CLASSES.header}>
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-1/2" />
            </div>
            <div className={`${CARD_CLASSES.content} grid gap-3`}>
              <Skeleton className="h-10 w-1/2" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-4/6" />
              <Skeleton className="mt-4 h-10 w-full" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
