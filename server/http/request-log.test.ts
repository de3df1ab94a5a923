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
});
