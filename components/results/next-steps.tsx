const STEPS = [
  { title: 'Select a Plan', text: 'Choose the option that fits your home and budget, then confirm your selection.' },
  { title: 'Agent Contact', text: 'A licensed agent reviews your choice and contacts you, usually within 24 hours.' },
  {
    title: 'Secure Coverage',
    text: 'Your agent confirms the final price with the carrier and helps you put the policy in place.',
  },
] as const;

/** The product specification, "Results screen": the three-step Next Steps block. */
export function NextSteps() {
  return (
    <section aria-labelledby="next-steps-title" className="rounded-xl border bg-card p-6">
      <h2 id="next-steps-title" className="text-xl font-semibold">
        Next Steps
      </h2>
      <ol className="mt-4 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
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
