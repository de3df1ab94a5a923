/**
 * Response headers for every route, built from the configuration so the Content-Security-Policy
 * allows exactly the third-party hosts that are configured (none by default).
 * Pure module (no `server-only`): `next.config.ts` imports it.
 */
import type { Env } from './env-schema';

function originOf(url: string): string | null {
  if (!url || url.startsWith('/')) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function origins(urls: string[]): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))].sort();
}

export function contentSecurityPolicy(env: Env, { dev = false } = {}): string {
  const frames = origins([
    env.SURVEY_URL_MAIN,
    env.SURVEY_URL_M2,
    env.SURVEY_URL_M3,
    env.SURVEY_URL_M4,
    env.SURVEY_URL_AL,
    env.SURVEY_URL_NON_USHA,
    env.SURVEY_URL_TIKTOK,
    env.SURVEY_URL_REDDIT,
    env.SURVEY_URL_REDDIT_DUPE,
    env.ASSESSMENT_FORM_URL,
    env.BOOKING_WIDGET_URL,
    env.ABOUT_VIDEO_URL,
    env.CONNECT_VIDEO_URL,
    ...Object.values(env.AGENT_CALENDARS),
  ]);
  const scripts = origins([env.FORM_EMBED_SCRIPT_URL]);
  const connect: string[] = [];
  const images: string[] = [];
  if (env.GA4_MEASUREMENT_ID || env.GTM_CONTAINER_ID) {
    scripts.push('https://www.googletagmanager.com');
    connect.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com');
    images.push('https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  if (env.GTM_CONTAINER_ID) frames.push('https://www.googletagmanager.com');
  // The image pixel only (docs/decisions/120): no script from connect.facebook.net.
  if (env.META_PIXEL_ID) images.push('https://www.facebook.com');
  // Tags the tag manager adds (docs/decisions/122): allowed where such tags load from and report to.
  for (const sources of [scripts, connect, images, frames]) sources.push(...env.CSP_EXTRA_HOSTS);
  const list = (values: string[]) => [...new Set(values)].join(' ');
  return [
    "default-src 'self'",
    // Prerendered pages cannot carry a per-request nonce, so inline scripts (Next's own
    // bootstrap, the theme script) are allowed; every other script source is listed by host.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''} ${list(scripts)}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${list(images)}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${list(connect)}`.trim(),
    `frame-src 'self' ${list(frames)}`.trim(),
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${env.FRAME_ANCESTORS}`,
    // On https, a stray http:// subresource is fetched over https rather than sent in the clear.
    ...(isHttps(env) ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

const isHttps = (env: Env) => env.PUBLIC_BASE_URL.toLowerCase().startsWith('https://');

/** One year, in seconds: the HSTS lifetime (docs/decisions/122). */
export const HSTS_MAX_AGE = 31_536_000;

export function securityHeaders(env: Env, options: { dev?: boolean } = {}): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(env, options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(self), microphone=(), geolocation=(), payment=()' },
    // No other window keeps a handle on ours (window.opener), and no other site embeds our
    // responses (the results API, the PDFs) as scripts, images or media.
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    // Only when the site is served over https: an http site would lock its own visitors out.
    ...(isHttps(env)
      ? [{ key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE}; includeSubDomains` }]
      : []),
  ];
}
