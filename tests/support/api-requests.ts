import { PROXIED_HEADER } from '@/server/http/trusted-proxies';
import { visitorHeaders } from './lead-capture';

/**
 * Requests to the site's API route handlers as the database tests send them, each from a distinct
 * visitor (its own address, so one test's rate limits never refuse another's).
 */

/** A JSON post to `path` (e.g. '/api/leads'). */
export function jsonRequest(path: string, body: unknown): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitorHeaders() },
    body: JSON.stringify(body),
  });
}

/**
 * GET /api/health from this address, as server.mjs records the caller (`x-client-ip`, and whether
 * it came through a proxy: not unless `proxied`).
 */
export function healthRequest(address: string, { proxied = false } = {}): Request {
  return new Request('http://localhost/api/health', {
    headers: { 'x-client-ip': address, [PROXIED_HEADER]: proxied ? 'yes' : 'no' },
  });
}

/** A claim filed as the form posts it, multipart; an empty value is left out, as an unticked box is. */
export function claimRequest(fields: Record<string, string>): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== '') form.append(key, value);
  return new Request('http://localhost/api/claims', {
    method: 'POST',
    headers: visitorHeaders(),
    body: form,
    duplex: 'half',
  } as RequestInit);
}

/** A claim every field of which is valid (a test overrides what it is about). */
export const SAMPLE_CLAIM = {
  agent: '',
  firstName: 'Robin',
  lastName: 'Hale',
  email: 'robin@example.com',
  phone: '(305) 555-0150',
  claimType: 'health',
  description: 'A bill for an MRI scan',
  urgency: 'medium',
} as const;
