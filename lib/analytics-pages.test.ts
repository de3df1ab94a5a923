import { UNKNOWN_PATTERN } from '@/content/analytics';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@/content/routes';
import { analyticsPages, patternOf } from './analytics-pages';

describe('analytics page patterns', () => {
  it('reports the pattern, never the id, of a dynamic page', () => {
    expect(patternOf('/results/8364519302841')).toBe('/results/[assessmentId]');
    expect(patternOf('/console/items/claim/0f7c1c2e-1b7e-4a8e-9d3a-5b1f2d9e8c77')).toBe('/console/items/[type]/[id]');
  });

  it('prefers a static page over a single-segment dynamic one', () => {
    expect(patternOf('/thank-you')).toBe('/thank-you');
    expect(patternOf('/privacy')).toBe('/privacy');
    expect(patternOf('/alex-booking')).toBe('/[slug]');
  });

  it('knows every page of the registry by its own path', () => {
    for (const route of PAGE_ROUTES) expect(patternOf(route.path.split('?')[0]!), route.path).toBe(route.pattern);
  });

  it('knows a Spanish twin by its own pattern, never by its id (decision 182)', () => {
    expect(patternOf('/es')).toBe('/es');
    expect(patternOf('/es/claims')).toBe('/es/claims');
    expect(patternOf('/es/results/123456')).toBe('/es/results/[assessmentId]');
    expect(patternOf('/es/prohealth-survey-m3')).toBe(UNKNOWN_PATTERN);
  });

  it('gives a neutral pattern for an address it does not know', () => {
    expect(patternOf('/results/1/extra')).toBe('/(not-found)');
  });

  it('titles a page from the registry', () => {
    expect(analyticsPages().find((page) => page.pattern === '/results/[assessmentId]')?.title).toBe(
      'Insurance Results',
    );
  });
});
