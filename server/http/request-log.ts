/**
 * The request log line of server.mjs (docs/decisions/133): one JSON object per request with the
 * client's address as resolved through the proxy (`x-client-ip`, set before this runs), the
 * method, the route pattern (never the query string, never a visitor's id in a dynamic segment),
 * the status, the duration and the request id.
 *
 * Pure Node (no `server-only`; relative imports with their extension) because server.mjs imports
 * it directly.
 */
import { API_ROUTES, SUBMISSION_ENDPOINTS } from '../../content/routes.ts';
import { pagePatternsInEveryLanguage } from '../../lib/i18n/twin-path.ts';

interface CompiledPattern {
  pattern: string;
  regex: RegExp;
  /** Per segment: 0 static, 1 dynamic, 2 catch-all, 3 optional catch-all (Next.js's order of precedence). */
  rank: number[];
}

const isCatchAll = (segment: string) => /^\[\[?\.\.\./.test(segment);
const isDynamic = (segment: string) => /^\[.+\]$/.test(segment);

function segmentRank(segment: string): number {
  if (segment.startsWith('[[...')) return 3;
  if (isCatchAll(segment)) return 2;
  return isDynamic(segment) ? 1 : 0;
}

/** Turns '/results/[assessmentId]' into a regex matching one path segment per dynamic part. */
function compile(pattern: string): CompiledPattern {
  const segments = pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) =>
      isCatchAll(segment)
        ? '(?:/.*)?'
        : isDynamic(segment)
          ? '/[^/]+'
          : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    )
    .join('');
  return { pattern, regex: new RegExp(`^${source}/?$`), rank: segments.map(segmentRank) };
}

/**
 * Which of two patterns that both match a path names it, as Next.js picks the route: segment by
 * segment, a static one before a dynamic one before a catch-all; `/help` before `/help/[...rest]`.
 */
function byPrecedence(a: CompiledPattern, b: CompiledPattern): number {
  for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++) {
    if (a.rank[i] !== b.rank[i]) return a.rank[i]! - b.rank[i]!;
  }
  return a.rank.length - b.rank.length;
}

/**
 * The patterns request lines are named by: every page in every language and every API route. The
 * submission types' endpoints share one route (`/api/[submission]`, decision 178) and are named by
 * their own path (`/api/leads`): the name is a type's, never a visitor's value; any other name
 * there is logged as the pattern.
 */
export function siteRoutePatterns(): string[] {
  return [
    ...pagePatternsInEveryLanguage(),
    ...API_ROUTES.flatMap((route) =>
      route.pattern === SUBMISSION_ENDPOINTS ? [route.pattern, route.path] : [route.pattern],
    ),
  ];
}

/** '/claims/sent/[token]' -> '/claims/sent': a pattern's segments before its first dynamic one. */
const staticPrefixOf = (pattern: string) => pattern.split(/\/\[/)[0]!;

/**
 * A function from a request path to the route pattern that serves it (the most specific one), or
 * the path itself when none does (Next.js files, public files, 404s). Paths under /_next/ are kept
 * as they are. A deeper path no route serves under one of the site's own prefixes (a mangled link,
 * `/claims/sent/<token>/x`) is cut after that prefix, `/claims/sent/…`: it may carry a token.
 */
export function createRouteMatcher(patterns: Iterable<string>): (path: string) => string {
  const compiled = [...new Set(patterns)].map(compile).sort(byPrecedence);
  const prefixes = [...new Set(compiled.map((entry) => staticPrefixOf(entry.pattern)))]
    .filter((prefix) => prefix.length > 1)
    .sort((a, b) => b.length - a.length);
  const unmatched = (path: string) => {
    const prefix = prefixes.find((candidate) => path.startsWith(`${candidate}/`));
    return prefix ? `${prefix}/…` : path;
  };
  return (path) => {
    if (path.startsWith('/_next/')) return path;
    const match = compiled.find((entry) => entry.regex.test(path));
    // Files of public/ and metadata routes (favicon.ico, robots.txt) are not agent pages (`/[slug]`).
    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    if (!match || (match.rank.every((rank) => rank > 0) && lastSegment.includes('.'))) return unmatched(path);
    return match.pattern;
  };
}

let siteMatcher: ((path: string) => string) | undefined;

/** The site's route of a path, as every log line names it (the request log's and a failed route's). */
export function siteRouteOf(path: string): string {
  siteMatcher ??= createRouteMatcher(siteRoutePatterns());
  return siteMatcher(path);
}

export interface RequestLogFields {
  requestId: string;
  clientIp: string;
  method: string;
  route: string;
  status: number;
  ms: number;
}

/** What server.mjs writes for one finished request: the path without its query string, matched to its route. */
export function requestLogFields(
  request: { url?: string; method?: string; headers: Record<string, string | string[] | undefined> },
  status: number,
  ms: number,
  routeOf: (path: string) => string,
): RequestLogFields {
  const path = (request.url ?? '/').split('?')[0] || '/';
  const clientIp = request.headers['x-client-ip'];
  const requestId = request.headers['x-request-id'];
  return {
    requestId: typeof requestId === 'string' ? requestId : '',
    clientIp: typeof clientIp === 'string' ? clientIp : 'unknown',
    method: request.method ?? 'GET',
    route: routeOf(path),
    status,
    ms: Math.round(ms),
  };
}
