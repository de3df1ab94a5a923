/**
 * The plan card draws with the card's and the button's own classes, without class merging (no visitor
 * page's script merges classes: tests/architecture/visitor-page-scripts.test.ts, decision 176), and
 * must look as it did when it was drawn with the merging Card and Button.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { PlanCard } from './plan-card';
import { pricedOptions } from './priced-option';
import { resultsTexts } from './results-texts';
import { ENHANCED_COVERAGE } from '@/tests/support/insurance-option';

const [option] = pricedOptions([ENHANCED_COVERAGE], 'en');
const texts = resultsTexts('en').planCard;

/** Each element's class set, in document order. */
const classSets = (html: string) =>
  [...html.matchAll(/class="([^"]*)"/g)].map((match) => new Set(match[1]!.split(' ')));

/** The card as it was drawn with the merging primitives (before decision 176's fourth session). */
function mergedCard(selected: boolean, confirmed: boolean) {
  return (
    <Card className={cn('flex flex-col transition-shadow', selected && 'border-primary shadow-md ring-2 ring-primary')}>
      <CardHeader>
        <Badge>x</Badge>
        {confirmed && <Badge variant="outline">x</Badge>}
      </CardHeader>
      <CardContent className="grid flex-1 gap-4 text-sm" />
      <CardFooter>
        <Button type="button" className="w-full" variant={selected ? 'default' : 'outline'} />
      </CardFooter>
    </Card>
  );
}

describe('PlanCard', () => {
  it('draws with the classes the merging Card and Button gave it, selected or not', () => {
    for (const selected of [false, true]) {
      const plain = classSets(
        renderToString(<PlanCard option={option!} selected={selected} confirmed onSelect={() => {}} texts={texts} />),
      );
      const merged = classSets(renderToString(mergedCard(selected, true)));
      const byClass = (sets: Set<string>[], marker: string) => sets.find((set) => set.has(marker));
      // The card, its header, both badges, its content, its footer and the button.
      expect(plain[0], `card, selected ${selected}`).toEqual(merged[0]);
      expect(byClass(plain, 'gap-1.5')).toEqual(merged[1]);
      expect(byClass(plain, 'bg-primary')).toEqual(byClass(merged, 'bg-primary'));
      expect(plain.find((set) => set.has('text-foreground') && set.has('text-xs'))).toEqual(merged[3]);
      expect(byClass(plain, 'pt-0')).toEqual(merged[4]);
      expect(byClass(plain, 'w-full')).toEqual(merged.at(-1));
    }
  });
});
