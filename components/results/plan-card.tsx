import { Check } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { Badge } from '@/components/ui/badge';
import { CARD_CLASSES } from '@/components/ui/card-classes';
import { fillTemplate } from '@/lib/i18n/fill-template';
import type { PricedOption } from './priced-option';
import type { ResultsTexts } from './results-texts';

// The card's classes without tailwind-merge (components/ui/card-classes.ts): the one conflict, the
// selected card's shadow-md against the card's shadow-sm, resolved here.
const CARD_SHADOWLESS = CARD_CLASSES.root.replace(' shadow-sm', '');
const cardClass = (selected: boolean) =>
  selected
    ? `${CARD_SHADOWLESS} flex flex-col transition-shadow border-primary shadow-md ring-2 ring-primary`
    : `${CARD_CLASSES.root} flex flex-col transition-shadow`;

/** One option (the product specification, "Results screen"): choosing the card's button selects it. */
export function PlanCard({
  option,
  selected,
  confirmed,
  onSelect,
  texts,
}: {
  option: PricedOption;
  texts: ResultsTexts['planCard'];
  selected: boolean;
  /** The plan the visitor confirmed (stored), which may differ from the one selected now. */
  confirmed: boolean;
  onSelect: () => void;
}) {
  const titleId = `plan-${option.id}-title`;
  return (
    <div
      aria-labelledby={titleId}
      role="group"
      data-testid={`plan-${option.id}`}
      data-selected={selected}
      data-confirmed={confirmed}
      className={cardClass(selected)}
    >
      <div className={CARD_CLASSES.header}>
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id={titleId} className="text-xl font-semibold">
              {option.providerName}
            </h2>
            <p className="text-sm text-muted-foreground">{texts.insuranceTypes[option.type]}</p>
          </div>
          <div className="flex flex-col items-end gap-1">
            {option.recommended && <Badge>{texts.recommended}</Badge>}
            {confirmed && <Badge variant="outline">{texts.confirmed}</Badge>}
          </div>
        </div>
        <p className="mt-4">
          <span className="text-3xl font-bold">{option.prices.monthly}</span>
          <span className="text-muted-foreground">{texts.perMonth}</span>
        </p>
        <p className="text-sm text-muted-foreground">
          {fillTemplate(texts.annually, { yearly: option.prices.yearly })}
        </p>
      </div>
      <div className={`${CARD_CLASSES.content} grid flex-1 gap-4 text-sm`}>
        <p>
          <span className="font-medium">{texts.coverage}</span> {option.prices.coverage}
        </p>
        <div>
          <p className="font-medium">{texts.coverageDetails}</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-muted-foreground">
            <dt>{texts.deductible}</dt>
            <dd className="text-right text-foreground">{option.prices.deductible}</dd>
            <dt>{texts.liability}</dt>
            <dd className="text-right text-foreground">{option.prices.liability}</dd>
            <dt>{texts.personalProperty}</dt>
            <dd className="text-right text-foreground">{option.prices.personalProperty}</dd>
            <dt>{texts.medicalPayments}</dt>
            <dd className="text-right text-foreground">{option.prices.medicalPayments}</dd>
          </dl>
        </div>
        <div>
          <p className="font-medium">{texts.features}</p>
          <ul className="mt-1 grid gap-1">
            {option.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={CARD_CLASSES.footer}>
        {/* A submit of the results' form with this plan: without JavaScript it confirms the plan at once (the
            server action); with it the click only selects, and "Confirm Selection" confirms. */}
        <button
          type="submit"
          name="insuranceId"
          value={option.id}
          className={buttonVariants({ variant: selected ? 'default' : 'outline', className: 'w-full' })}
          aria-pressed={selected}
          aria-describedby={titleId}
          onClick={(event) => {
            event.preventDefault();
            onSelect();
          }}
        >
          {selected && <Check aria-hidden="true" />}
          {selected ? texts.selected : texts.select}
        </button>
      </div>
    </div>
  );
}
