import { describe, expect, it, vi } from 'vitest';
import { checkForNewBuild } from '../../../src/renderer/app/build-check';

const answer = (body: unknown, ok = true) => vi.fn(async () => ({ ok, json: async () => body }) as Response);

describe('new-build check', () => {
  it('fetches builds/latest.json with a timestamp and compares the id', async () => {
    const fetcher = answer({ id: 'b2' });
    expect(await checkForNewBuild('b1', fetcher as unknown as typeof fetch)).toBe(true);
    expect(String((fetcher.mock.calls[0] as unknown[])[0])).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(await checkForNewBuild('b2', answer({ id: 'b2' }) as unknown as typeof fetch)).toBe(false);
  });

  it('says nothing when offline or when the file is missing', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkForNewBuild('b1', offline as unknown as typeof fetch)).toBe(false);
    expect(await checkForNewBuild('b1', answer({}, false) as unknown as typeof fetch)).toBe(false);
  });
});
