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
    const indexed = PAGE_ROUTES.filter((route) => route.indexed && !route.pattern.includes('['));
    expect(urls).toHaveLength(indexed.length + indexed.filter((route) => route.spanish).length);
    for (const path of ['/prohealth-survey', '/reach-out', '/booking', '/assessment', '/thank-you']) {
      expect(urls).not.toContain(`https://www.insurancematch.example${path}`);
    }
    expect(robots().sitemap).toBe('https://www.insurancematch.example/sitemap.xml');
  });

  it('list a page that exists in Spanish in both languages, each naming the other as its alternate', () => {
    process.env.PUBLIC_BASE_URL = 'https://www.insurancematch.example/';
    resetEnvForTests();
    const base = 'https://www.insurancematch.example';
    const languages = {
      'en-US': `${base}/contact`,
      'es-US': `${base}/es/contact`,
      'x-default': `${base}/contact`,
    };
    const entries = sitemap().filter((entry) => entry.url.endsWith('/contact'));
    expect(entries).toEqual([
      expect.objectContaining({ url: `${base}/contact`, alternates: { languages } }),
      expect.objectContaining({ url: `${base}/es/contact`, alternates: { languages } }),
    ]);
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
    expect(home.alternates?.canonical).toBe('/');
    // A page without a Spanish twin names no alternates.
    expect(pageMetadata('/reach-out').alternates).toEqual({ canonical: '/reach-out' });
  });

  it('gives a page with a Spanish twin its hreflang alternates, English as x-default (decision 182)', () => {
    const alternates = { 'en-US': '/contact', 'es-US': '/es/contact', 'x-default': '/contact' };
    expect(pageMetadata('/contact').alternates).toEqual({ canonical: '/contact', languages: alternates });
    expect(pageMetadata('/contact', {}, 'es').alternates).toEqual({ canonical: '/es/contact', languages: alternates });
  });
});
