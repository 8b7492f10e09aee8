import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { PositioningService } from './positioning.service';
import type { createPositionsRetention } from './positions-retention';
import type { TrackerIngestService } from './tracker-ingest.service';
import { warmUpThinning } from './track-thinning';
import { createTrackerServer } from './tracker-server';

/**
 * Start-up and shutdown of the positioning service's background work: the daily retention sweep,
 * the builder of simplified hours (and the hours a replay stores after answering), the start of
 * the thinning threads (or the warm-up of the thinning without them), and, when
 * TRACKER_PORT is set, the dedicated tracker port. The port opens once the app is ready and closes before the database does.
 */
export function registerPositioningLifecycle(
  app: FastifyInstance,
  deps: { ingest: TrackerIngestService; positioning: PositioningService; retention: ReturnType<typeof createPositionsRetention>; config: Config },
) {
  const { ingest, positioning, retention, config } = deps;
  let tracker: FastifyInstance | undefined;
  app.addHook('onReady', async () => {
    retention.start();
    positioning.trackHours.start();
    // A replay right after a restart should not wait for the thinning threads to start (~0.5 s
    // on 2 cores, which the first replay after a start paid: 658 ms for 10 units) nor be thinned by
    // unoptimized code: the threads start now and warm themselves up (track-worker.ts), or, without
    // threads, ~0.1 s of warm-up here. Not in tests, where hundreds of apps start and none replays a day.
    if (config.env !== 'test') {
      if (positioning.trackHours.threads > 0) positioning.trackHours.warm();
      else warmUpThinning();
    }
    const port = config.positioning.trackerPort;
    if (port !== undefined) {
      tracker = await createTrackerServer(ingest, app.log);
      await tracker.listen({ port, host: config.host });
      app.log.info(`rastreadores OsmAnd en el puerto ${port}`);
    }
  });
  app.addHook('onClose', async () => {
    await tracker?.close();
    await retention.stop();
    await ingest.idle();
    await positioning.trackHours.stop();
  });
}
