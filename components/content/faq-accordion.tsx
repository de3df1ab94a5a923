import { ChevronDown } from 'lucide-react';
import type { FaqItem, FaqParagraph } from '@/content/faq';
import type { Locale } from '@/lib/i18n/locale';
import { linkInLanguage } from '@/lib/i18n/twin-path';

function Paragraph({ paragraph, locale }: { paragraph: FaqParagraph; locale: Locale }) {
  if (typeof paragraph === 'string') return <p>{paragraph}</p>;
  return (
    <p>
      {paragraph.map((segment) =>
        typeof segment === 'string' ? (
          segment
        ) : (
          <a
            key={segment.href}
            href={linkInLanguage(segment.href, locale)}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {segment.text}
          </a>
        ),
      )}
    </p>
  );
}

/**
 * The FAQ as native <details name="faq">: the browser keeps one item open at a time, each can be
 * collapsed again, it works with the keyboard (Enter/Space on the summary) and without JavaScript.
 */
export function FaqAccordion({ items, locale }: { items: readonly FaqItem[]; locale: Locale }) {
  return (
    <div className="divide-y rounded-xl border bg-card">
      {items.map((item) => (
        <details key={item.id} name="faq" id={`faq-${item.id}`} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-muted/50 [&::-webkit-details-marker]:hidden">
            <h3 className="text-base">{item.question}</h3>
            <ChevronDown
              className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 text-muted-foreground">
            {/* Keyed by position: the answers are fixed copy, never reordered, and a key of the
                paragraph's text was a second copy of every answer in the page's inline payload (decision 176). */}
            {item.answer.map((paragraph, index) => (
              <Paragraph key={index} paragraph={paragraph} locale={locale} />
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
