import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandling } from '../../plugins/errors';
import { registerInputGuard } from '../../plugins/input-guard';
import { osmAndRoutes } from './positioning.routes';
import type { TrackerIngestService } from './tracker-ingest.service';

/**
 * The dedicated tracker port (TRACKER_PORT, 5055 by Traccar's convention): a small Fastify
 * instance that only takes OsmAnd reports at `/`, where Traccar Client and hardware trackers post
 * when configured with just a host and port. It shares the ingest service (and so the database,
 * the sockets and the limits) with the main app; nothing else is reachable on it.
 */
export async function createTrackerServer(ingest: TrackerIngestService, logger: FastifyInstance['log']): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: logger, forceCloseConnections: 'idle' });
  // The routes' schemas are zod, as on the main app.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  await app.register(fastifyFormbody);
  await app.register(osmAndRoutes(ingest, '/'));
  return app;
}
