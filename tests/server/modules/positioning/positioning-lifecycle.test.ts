import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Config } from '../../../../src/server/config';
import { registerPositioningLifecycle } from '../../../../src/server/modules/positioning/positioning.lifecycle';
import type { PositioningService } from '../../../../src/server/modules/positioning/positioning.service';

/** The lifecycle with every part faked: what it starts when the server is ready. */
async function readyServer(env: Config['env'], threads: number) {
  const trackHours = { threads, warm: vi.fn(), start: vi.fn(), stop: vi.fn(async () => {}) };
  const app = Fastify();
  const config = { env, host: '127.0.0.1', positioning: { trackerPort: undefined } } as unknown as Config;
  const retention = { start: vi.fn(), stop: vi.fn(async () => {}) };
  const ingest = { idle: vi.fn(async () => {}) };
  registerPositioningLifecycle(app, { ingest: ingest as never, positioning: { trackHours } as unknown as PositioningService, retention: retention as never, config });
  await app.ready();
  await app.close();
  return { trackHours, retention };
}

describe('the positioning lifecycle', () => {
  it('starts the thinning threads with the server, so the first replay after a restart does not wait for them', async () => {
    const { trackHours, retention } = await readyServer('production', 2);
    expect(trackHours.warm).toHaveBeenCalledTimes(1);
    expect(trackHours.start).toHaveBeenCalledTimes(1);
    expect(retention.start).toHaveBeenCalledTimes(1);
    expect(trackHours.stop).toHaveBeenCalledTimes(1);
  });

  it('starts none in tests, where hundreds of servers start and none replays a day', async () => {
    const { trackHours } = await readyServer('test', 2);
    expect(trackHours.warm).not.toHaveBeenCalled();
    expect(trackHours.start).toHaveBeenCalledTimes(1);
  });
});
