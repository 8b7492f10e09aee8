import { afterEach, describe, expect, it, vi } from 'vitest';
import { getTrackerNotices, trackerNoticesKey } from '../../../../src/renderer/features/parabus/api/get-tracker-notices';
import { updateTrackerNotices } from '../../../../src/renderer/features/parabus/api/update-tracker-notices';
import { api } from '../../../../src/renderer/lib/api-client';

afterEach(() => vi.restoreAllMocks());

describe('tracker notice choices (the live map\'s «Avisos»)', () => {
  it('reads and writes the signed-in user\'s choice under the company, on the positioning service', async () => {
    const answer = { kinds: ['off_route', 'arrival'], is_default: false };
    const get = vi.spyOn(api.positioning, 'get').mockResolvedValue({ data: answer } as never);
    const put = vi.spyOn(api.positioning, 'put').mockResolvedValue({ data: answer } as never);
    await expect(getTrackerNotices(2)).resolves.toEqual(answer);
    expect(get).toHaveBeenCalledWith('/companies/2/tracker-notices');
    await expect(updateTrackerNotices({ companyId: 2, kinds: ['off_route', 'arrival'] })).resolves.toEqual(answer);
    expect(put).toHaveBeenCalledWith('/companies/2/tracker-notices', { kinds: ['off_route', 'arrival'] });
  });

  it('keys the choice by area and company', () => {
    expect(trackerNoticesKey(2)).toEqual(['parabus', 'positioning', 'tracker-notices', 2]);
  });
});
