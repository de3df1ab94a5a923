import type { ResultsTexts } from './results-texts';

/** The product specification, "Results screen": the three-step Next Steps block. */
export function NextSteps({ texts }: { texts: ResultsTexts['nextSteps'] }) {
  return (
    <section aria-labelledby="next-steps-title" className="rounded-xl border bg-card p-6">
      <h2 id="next-steps-title" className="text-xl font-semibold">
        {texts.heading}
      </h2>
      <ol className="mt-4 grid gap-6 md:grid-cols-3">
        {texts.steps.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <span
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-medium">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
