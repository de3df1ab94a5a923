import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { buttonVariants } from './button-variants';

const classes = (html: string) => new Set(/class="([^"]*)"/.exec(html)?.[1]?.split(' '));

const VARIANTS = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'] as const;
const SIZES = ['default', 'sm', 'lg', 'icon'] as const;

describe('buttonVariants', () => {
  it('gives a plain element the classes Button draws with, in every variant and size', () => {
    for (const variant of VARIANTS) {
      for (const size of SIZES) {
        const plain = classes(renderToString(<button className={buttonVariants({ variant, size })} />));
        expect(classes(renderToString(<Button variant={variant} size={size} />)), `${variant} ${size}`).toEqual(plain);
      }
    }
  });

  it("draws a bold label as Button's merge of font-bold over font-medium does", () => {
    const bold = buttonVariants({ size: 'lg', weight: 'bold', className: 'w-full tracking-wide' });
    expect(classes(renderToString(<button className={bold} />))).toEqual(
      classes(renderToString(<Button size="lg" className="w-full font-bold tracking-wide" />)),
    );
    expect(bold).not.toContain('font-medium');
  });

  it("defaults to the primary look at the default size, appends the caller's classes and leaves out a null variant", () => {
    expect(buttonVariants()).toBe(buttonVariants({ variant: 'default', size: 'default' }));
    expect(buttonVariants()).toMatch(/^inline-flex .* bg-primary .* min-h-10 px-4 py-2$/);
    expect(buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-3' })).toMatch(
      / border border-input .* min-h-9 rounded-md px-3 mt-3$/,
    );
    expect(buttonVariants({ variant: null })).not.toContain('bg-primary');
    expect(buttonVariants({ size: null })).not.toContain('h-10');
  });

  it("still lets Button's caller override a variant's classes (merged, not appended)", () => {
    const link = classes(renderToString(<Button variant="link" size="sm" className="h-auto p-0" />));
    expect(link).toContain('h-auto');
    expect(link).toContain('p-0');
    expect(link).not.toContain('h-9');
    expect(link).not.toContain('px-3');
  });
});
