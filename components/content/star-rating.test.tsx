import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TESTIMONIALS as SPANISH_TESTIMONIALS } from '@/content/es/home';
import { TESTIMONIALS } from '@/content/home';
import { StarRating } from './star-rating';

/** The gold layer's width: the inner <svg> clips the gold stars to it. */
function goldWidth(html: string): number {
  return Number(/<svg width="([\d.]+)" height="20"/.exec(html)?.[1]);
}

describe('StarRating', () => {
  it('reads out the rating and marks each star full, half or empty', () => {
    const html = renderToString(<StarRating rating={3.5} label={TESTIMONIALS.ratingLabel(3.5)} />);
    expect(html).toContain('aria-label="Rated 3.5 out of 5"');
    expect(html.match(/data-fill="(\w+)"/g)).toEqual([
      'data-fill="full"',
      'data-fill="full"',
      'data-fill="full"',
      'data-fill="half"',
      'data-fill="empty"',
    ]);
  });

  it('gilds up to the rating: whole stars and the gaps between them, and half of a half star', () => {
    // Stars are 20 wide with 2 between them: the fourth star starts at 66.
    expect(goldWidth(renderToString(<StarRating rating={5} label="" />))).toBe(108);
    expect(goldWidth(renderToString(<StarRating rating={4} label="" />))).toBe(86);
    expect(goldWidth(renderToString(<StarRating rating={3.5} label="" />))).toBe(76);
    expect(goldWidth(renderToString(<StarRating rating={0} label="" />))).toBe(0);
  });

  it('reads out the rating in Spanish, with the US decimal point', () => {
    const html = renderToString(<StarRating rating={4.5} label={SPANISH_TESTIMONIALS.ratingLabel(4.5)} />);
    expect(html).toContain('aria-label="Calificación: 4.5 de 5"');
  });
});
