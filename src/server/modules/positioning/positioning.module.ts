import type { FastifyInstance } from 'fastify';
import { type AppContext, logFailure } from '../../app-context';
import type { NotificationsService } from '../notifications/notifications.service';
import type { UsersService } from '../users/users.service';
import { registerPositioningLifecycle } from './positioning.lifecycle';
import { osmAndRoutes, positioningRoutes, trackerNoticeRoutes } from './positioning.routes';
import { createPositioningService } from './positioning.service';
import { createPositionsRetention } from './positions-retention';
import { createTrackWorkers } from './track-workers';
import { createTrackerIngestService } from './tracker-ingest.service';
import { createTrackerNoticesService } from './tracker-notices.service';

/** Positioning: tracker reports in (OsmAnd), positions, tracks and events out. */
export function createPositioning(context: AppContext, deps: { notifications: NotificationsService; users: UsersService }) {
  const { db, realtime, limiter, config, logger, clock } = context;
  // Replays read and thin tracks on worker threads (TRACK_THREADS), off the event loop.
  const trackWorkers = createTrackWorkers({ db, databaseUrl: config.databaseUrl, threads: config.positioning.trackThreads, logger });
  const positioning = createPositioningService({ db, settings: config.positioning, logger, now: clock, ...(trackWorkers ? { thinner: trackWorkers } : {}) });
  const trackerNotices = createTrackerNoticesService({ db });
  const trackerIngest = createTrackerIngestService({ db, realtime, limiter, notifications: deps.notifications, users: deps.users, trackerNotices, logger, settings: config.positioning, now: clock });
  const positionsRetention = createPositionsRetention({ db, retentionDays: config.positioning.retentionDays, onError: logFailure(logger, 'falló la depuración de posiciones antiguas') });
  return { positioning, trackerNotices, trackerIngest, positionsRetention };
}
export type Positioning = ReturnType<typeof createPositioning>;

export async function registerPositioning(app: FastifyInstance, parts: Positioning, config: AppContext['config']) {
  await app.register(positioningRoutes(parts.positioning), { prefix: '/positioning-api/v1' });
  await app.register(trackerNoticeRoutes(parts.trackerNotices), { prefix: '/positioning-api/v1' });
  await app.register(osmAndRoutes(parts.trackerIngest, '/osmand'), { prefix: '/positioning-api/v1' });
  registerPositioningLifecycle(app, { ingest: parts.trackerIngest, positioning: parts.positioning, retention: parts.positionsRetention, config });
}
