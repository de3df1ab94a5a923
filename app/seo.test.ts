import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@/content/routes';
import { pageMetadata } from '@/lib/page-metadata';
import { resetEnvForTests } from '@/server/env';
import robots from './robots';
import sitemap from './sitemap';

afterEach(() => {
  delete process.env.PUBLIC_BASE_URL;
  resetEnvForTests();
});

describe('sitemap and robots', () => {
  it('list the indexed pages at the configured public base URL, and nothing else', () => {
    process.env.PUBLIC_BASE_URL = 'https://www.insurancematch.example/';
    resetEnvForTests();
    const urls = sitemap().map((entry) => entry.url);
    expect(urls).toContain('https://www.insurancematch.example/');
    expect(urls).toContain('https://www.insurancematch.example/tax-reimburse');
    expect(urls).toHaveLength(PAGE_ROUTES.filter((route) => route.indexed && !route.pattern.includes('[')).length);
    for (const path of ['/prohealth-survey', '/reach-out', '/booking', '/assessment', '/thank-you']) {
      expect(urls).not.toContain(`https://www.insurancematch.example${path}`);
    }
    expect(robots().sitemap).toBe('https://www.insurancematch.example/sitemap.xml');
  });
});

describe('pageMetadata', () => {
  it('gives ad landing variants noindex and every page its canonical path', () => {
    expect(pageMetadata('/prohealth-survey-m3')).toMatchObject({
      alternates: { canonical: '/prohealth-survey-m3' },
      robots: { index: false },
    });
    expect(pageMetadata('/reach-out').robots).toMatchObject({ index: false });
    const home = pageMetadata('/', { title: { absolute: 'Home' } });
    expect(home.robots).toBeUndefined();
    expect(home.alternates).toEqual({ canonical: '/' });
  });
});
