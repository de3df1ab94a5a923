import { describe, expect, it } from 'vitest';
import { captureLog } from '@/tests/support/capture-log';
import { HttpError, route } from './errors';

describe('route()', () => {
  it("answers a bug with the generic 500 and logs the route's pattern, never the path with its key", async () => {
    const failing = route(async () => {
      throw new Error('the PDF could not be drawn');
    });
    let status = 0;
    const logged = await captureLog(async () => {
      const response = await failing(
        new Request('http://localhost/api/insurance/options/4815162342/pdf', {
          headers: { 'x-request-id': 'req-12345678' },
        }),
      );
      status = response.status;
      expect(await response.json()).toEqual({
        message: 'Something went wrong on our side. Please try again or call us.',
      });
    });
    expect(status).toBe(500);
    const line = JSON.parse(logged.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'error',
      msg: 'unhandled error in route',
      requestId: 'req-12345678',
      route: '/api/insurance/options/[assessmentId]/pdf',
    });
    expect(logged).not.toContain('4815162342');
  });

  it('answers an HttpError with its own status and message, and logs nothing', async () => {
    const refusing = route(async () => {
      throw new HttpError(404, 'Not here.');
    });
    const logged = await captureLog(async () => {
      const response = await refusing(new Request('http://localhost/api/comments/x'));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not here.' });
    });
    expect(logged).toBe('');
  });
});
