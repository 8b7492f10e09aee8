import { describe, expect, it } from 'vitest';
import { RETRY_STATUSES, retryDelayMs, shouldRetry } from '../../../src/renderer/lib/retry-policy';

const ALL_STATUSES = [200, 400, 401, 403, 404, 408, 409, 410, 422, 425, 429, 500, 501, 502, 503, 504, 505];

describe('retry policy (spec §9)', () => {
  for (const method of ['GET', 'HEAD', 'OPTIONS', 'get']) {
    for (const status of ALL_STATUSES) {
      const expected = (RETRY_STATUSES as readonly number[]).includes(status);
      it(`${method} ${status}: ${expected ? 'retried once' : 'not retried'}`, () => {
        expect(shouldRetry(method, status, 0)).toBe(expected);
        expect(shouldRetry(method, status, 1)).toBe(false);
      });
    }
  }
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    it(`${method} is never retried`, () => {
      for (const status of ALL_STATUSES) expect(shouldRetry(method, status, 0)).toBe(false);
    });
  }
  it('does not retry a request that got no answer', () => expect(shouldRetry('GET', null, 0)).toBe(false));
  it('waits as Retry-After says, at most 10 s', () => {
    expect(retryDelayMs('2')).toBe(2000);
    expect(retryDelayMs('600')).toBe(10_000);
    expect(retryDelayMs(undefined)).toBe(300);
  });
});
