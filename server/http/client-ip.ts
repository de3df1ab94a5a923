import 'server-only';

/**
 * The visitor's IP address as server.mjs recorded it in `x-client-ip` (from the socket, or from
 * X-Forwarded-For when TRUST_PROXY is on). server.mjs overwrites any value a client sends, so it
 * cannot be spoofed. Used for rate limits and consent records, never logged.
 */
export function clientIp(headers: Headers): string {
  return headers.get('x-client-ip')?.trim() || 'unknown';
}
