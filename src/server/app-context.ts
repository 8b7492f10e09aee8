import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/database';
import type { Database } from './db/schema';
import type { FileStorage } from './lib/file-storage';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limiter';
import type { Realtime } from './lib/realtime';

/**
 * What every area's `create…` in `modules/<area>/<area>.module.ts` may use: the installation's
 * settings and the shared infrastructure `app.ts` builds once. Other modules' services are passed
 * by name beside it, so each module says which ones it needs.
 */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  limiter: RateLimiter;
  realtime: Realtime;
  logger: FastifyBaseLogger;
  /** The time rules run on; tests move it. */
  clock: () => Date;
  storage: FileStorage;
}

/** `logger.error` with the area's Spanish line, for background work's `onError`. */
export const logFailure = (logger: FastifyBaseLogger, message: string) => (error: unknown) => logger.error({ err: error }, message);

/**
 * Background work on a clock (lib/periodic-task.ts), or a walk once at start-up, runs while the
 * app is up: started once it is ready, stopped as it closes, the run under way finished first.
 */
export function runWhileUp(app: FastifyInstance, task: { start(): void; stop(): Promise<void> }) {
  app.addHook('onReady', async () => task.start());
  app.addHook('onClose', async () => task.stop());
}
