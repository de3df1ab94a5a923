/** One numbered section of a long legal text: its anchor, heading and body. */
export interface NumberedSection {
  id: string;
  heading: string;
  body: React.ReactNode;
}

/**
 * A long text in numbered sections with a table of contents (the terms and the privacy policy):
 * the contents link to each section, whose heading carries the same number.
 */
export function NumberedSections({ label, sections }: { label: string; sections: readonly NumberedSection[] }) {
  return (
    <>
      <nav aria-label={label} className="mt-8 rounded-xl border bg-card p-4">
        <ol className="grid gap-1 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary underline-offset-4 hover:underline">
                {index + 1}. {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className="mt-10 scroll-mt-32"
        >
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
            {index + 1}. {section.heading}
          </h2>
          {section.body}
        </section>
      ))}
    </>
  );
}
