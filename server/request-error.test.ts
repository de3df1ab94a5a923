import { describe, expect, it } from 'vitest';
import { requestErrorFields } from './request-error';

describe('a request Next.js failed on (onRequestError)', () => {
  it('is logged with its request id and route pattern, never its address or a value the error quotes', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "jane@example.com"'), {
      digest: '1234567',
    });
    const fields = requestErrorFields(
      error,
      {
        path: '/results/jane@example.com?email=jane%40example.com',
        method: 'GET',
        headers: { 'x-request-id': 'req-12345678' },
      },
      {
        routerKind: 'App Router',
        routePath: '/results/[assessmentId]',
        routeType: 'render',
        renderSource: 'server-rendering',
        revalidateReason: undefined,
      },
    );
    expect(fields).toEqual({
      requestId: 'req-12345678',
      method: 'GET',
      route: '/results/[assessmentId]',
      routeType: 'render',
      renderSource: 'server-rendering',
      error: 'Error: invalid input syntax for type uuid: "[value]"',
      digest: '1234567',
    });
    expect(JSON.stringify(fields)).not.toContain('jane');
  });
});
