import { describe, expect, it } from 'vitest';
import { createRouteMatcher, requestLogFields, siteRoutePatterns } from './request-log';

// As server.mjs builds it.
const routeOf = createRouteMatcher(siteRoutePatterns());

describe('request log route', () => {
  it.each([
    ['/results/4815162342', '/results/[assessmentId]'],
    // A Spanish twin names its own pattern, never the visitor's id (decision 182).
    ['/es/results/4815162342', '/es/results/[assessmentId]'],
    ['/es/results/4815162342/confirmed', '/es/results/[assessmentId]/confirmed'],
    ['/api/insurance/options/4815162342', '/api/insurance/options/[assessmentId]'],
    ['/api/insurance/options/4815162342/pdf', '/api/insurance/options/[assessmentId]/pdf'],
    ['/api/comments/https%3A%2F%2Fwww.healthcare.gov%2F', '/api/comments/[url]'],
    ['/book_alex', '/[slug]'],
    ['/console/items/claim/0b8f', '/console/items/[type]/[id]'],
    // The console's catch-all names any address under it by its pattern, whatever it carries.
    ['/console/no/such/LOGMK7tok', '/console/[...unknown]'],
    ['/claims', '/claims'],
    ['/', '/'],
    ['/api/claims', '/api/claims'],
    // The submission endpoints by their names; any other name under their route by its pattern.
    ['/api/leads', '/api/leads'],
    ['/api/business-inquiry', '/api/business-inquiry'],
    ['/api/no-such-endpoint', '/api/[submission]'],
  ])('%s is logged as %s', (path, route) => {
    expect(routeOf(path)).toBe(route);
  });

  it('keeps the path of Next.js files, public files and unknown deep paths', () => {
    expect(routeOf('/_next/static/chunks/app.js')).toBe('/_next/static/chunks/app.js');
    expect(routeOf('/favicon.ico')).toBe('/favicon.ico');
    expect(routeOf('/no/such/page')).toBe('/no/such/page');
  });

  it('cuts a deeper path no route serves after the site prefix it starts with: it may carry a token', () => {
    expect(routeOf('/claims/sent/LOGMK4tok/x')).toBe('/claims/sent/…');
    expect(routeOf('/results/LOGMK5/x/y')).toBe('/results/…');
    expect(routeOf('/es/thank-you/LOGMK6tok/extra')).toBe('/es/thank-you/…');
    expect(routeOf('/api/insurance/options/4815162342/pdf/x')).toBe('/api/insurance/options/…');
  });
});

describe('request log matcher, on patterns of its own', () => {
  it('names the most specific route, cuts at the longest prefix, and reads a dot in a route as a dot', () => {
    // In an order that puts the general ones first: the matcher must not depend on the list's order.
    const match = createRouteMatcher([
      '/[slug]/[part]',
      '/[slug]',
      '/claims',
      '/claims/sent/[token]',
      '/results/[id]',
      '/v1.0',
      '/v1.0/[id]',
    ]);
    expect(match('/results/7')).toBe('/results/[id]');
    expect(match('/about/7')).toBe('/[slug]/[part]');
    expect(match('/claims/sent/tok/x')).toBe('/claims/sent/…');
    expect(match('/v1x0')).toBe('/[slug]');
    expect(match('/v1.0')).toBe('/v1.0');
    expect(match('/v1.0/7')).toBe('/v1.0/[id]');
    expect(match('/v1x0/7')).toBe('/[slug]/[part]');
  });

  it('picks the route as Next.js does: static before dynamic before catch-all, segment by segment', () => {
    const match = createRouteMatcher([
      '/help/[...rest]',
      '/help/[topic]',
      '/help',
      '/help/faq',
      '/[lang]/faq',
      '/[[...all]]',
    ]);
    expect(match('/help')).toBe('/help');
    expect(match('/help/faq')).toBe('/help/faq');
    expect(match('/help/claims')).toBe('/help/[topic]');
    expect(match('/help/claims/more')).toBe('/help/[...rest]');
    expect(match('/es/faq')).toBe('/[lang]/faq');
    expect(match('/')).toBe('/[[...all]]');
    expect(match('/a/b/c')).toBe('/[[...all]]');
  });

  it("keeps Next.js's files and the site's public files by their path, even where a pattern would match", () => {
    const match = createRouteMatcher(['/[slug]/[part]', '/[slug]']);
    expect(match('/_next/image')).toBe('/_next/image');
    expect(match('/logos/carrier.svg')).toBe('/logos/carrier.svg');
    expect(match('/robots.txt')).toBe('/robots.txt');
  });

  it('cuts an unserved deep path at the longest site prefix, however the routes rank', () => {
    // '/a' ranks before '/a/long/[y]' (Next.js's order), but its prefix is the shorter.
    const match = createRouteMatcher(['/a/long/[y]', '/a']);
    expect(match('/a/long/tok/extra/more')).toBe('/a/long/…');
    expect(match('/a/tok')).toBe('/a/…');
  });
});

describe('request log fields', () => {
  it('carries the resolved client address, method, route without the query, status, duration and id', () => {
    const fields = requestLogFields(
      {
        url: '/results/4815162342?email=maria%40example.com',
        method: 'GET',
        headers: { 'x-client-ip': '198.51.100.7', 'x-request-id': 'req-12345678' },
      },
      200,
      12.6,
      routeOf,
    );
    expect(fields).toEqual({
      requestId: 'req-12345678',
      clientIp: '198.51.100.7',
      method: 'GET',
      route: '/results/[assessmentId]',
      status: 200,
      ms: 13,
    });
    expect(JSON.stringify(fields)).not.toContain('maria');
    expect(JSON.stringify(fields)).not.toContain('4815162342');
  });

  it('says "unknown" for an address it was not given, and writes no made-up id', () => {
    expect(requestLogFields({ headers: {} }, 400, 1, routeOf)).toEqual({
      requestId: '',
      clientIp: 'unknown',
      method: 'GET',
      route: '/',
      status: 400,
      ms: 1,
    });
  });
});
