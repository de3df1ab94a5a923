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

/** A document a claim carries: its form field (`file_0` unless said), bytes, name and type (a PDF unless said). */
export interface ClaimDocument {
  field?: string;
  bytes: Uint8Array;
  name: string;
  type?: string;
}

/**
 * A claim filed as the form posts it, multipart, with its documents after the fields; an empty value
 * is left out, as an unticked box is. `headers` go beside the visitor's own (an idempotency key, an
 * Origin).
 */
export function claimRequest(
  fields: Record<string, string>,
  { documents = [], headers = {} }: { documents?: readonly ClaimDocument[]; headers?: Record<string, string> } = {},
): Request {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== '') form.append(key, value);
  for (const { field = 'file_0', bytes, name, type = 'application/pdf' } of documents)
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return new Request('http://localhost/api/claims', {
    method: 'POST',
    headers: visitorHeaders(headers),
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
