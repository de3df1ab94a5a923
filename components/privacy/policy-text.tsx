import { NumberedSections } from '@/components/content/numbered-sections';
import { TextWithPhoneNumbers } from '@/components/content/phone-number';
import type { FormPractice, Inline, Paragraph, POLICY_LABELS, PolicySection } from '@/content/privacy';
import type { Translation } from '@/lib/i18n/translation';

/** The labels in the page's language. */
type Labels = Translation<typeof POLICY_LABELS>;

const linkClass = 'font-medium text-primary underline underline-offset-4';

function InlineText({ part }: { part: Inline }) {
  if (typeof part === 'string') return <TextWithPhoneNumbers text={part} />;
  // A plain link: no prefetch of pages such as /opt-out from a long text. A phone number stays on one line.
  return (
    <a href={part.href} className={linkClass}>
      <TextWithPhoneNumbers text={part.text} />
    </a>
  );
}

/** A paragraph of the policy copy: text, or text with links. */
export function PolicyParagraph({ paragraph }: { paragraph: Paragraph }) {
  if (typeof paragraph === 'string') return <TextWithPhoneNumbers text={paragraph} />;
  return paragraph.map((part, index) => <InlineText key={index} part={part} />);
}

function FormPractices({ forms, labels }: { forms: readonly FormPractice[]; labels: Labels }) {
  return (
    <div className="mt-4 space-y-4">
      {forms.map((form) => (
        <section key={form.form} aria-label={form.form} className="rounded-xl border bg-card p-4">
          <h3 className="font-semibold">
            <a href={form.href} className="text-primary underline-offset-4 hover:underline">
              {form.form}
            </a>
          </h3>
          <dl className="mt-2 space-y-2 text-sm">
            <div>
              <dt className="font-medium">{labels.collects}</dt>
              <dd className="text-muted-foreground">{form.collects}</dd>
            </div>
            <div>
              <dt className="font-medium">{labels.why}</dt>
              <dd className="text-muted-foreground">{form.why}</dd>
            </div>
          </dl>
        </section>
      ))}
    </div>
  );
}

/** The privacy policy's sections, numbered, with a table of contents, in the language of `labels`. */
export function PolicySections({ sections, labels }: { sections: readonly PolicySection[]; labels: Labels }) {
  return (
    <NumberedSections
      label={labels.sections}
      sections={sections.map((section) => ({
        id: section.id,
        heading: section.heading,
        body: (
          <>
            {section.paragraphs.map((paragraph, key) => (
              <p key={key} className="mt-3 text-muted-foreground">
                <PolicyParagraph paragraph={paragraph} />
              </p>
            ))}
            {section.forms && <FormPractices forms={section.forms} labels={labels} />}
            {section.items && (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-muted-foreground">
                {section.items.map((item, key) => (
                  <li key={key}>
                    <PolicyParagraph paragraph={item} />
                  </li>
                ))}
              </ul>
            )}
          </>
        ),
      }))}
    />
  );
}
