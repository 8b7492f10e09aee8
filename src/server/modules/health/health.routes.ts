import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { pingDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';

/** Liveness and readiness for load balancers: 200 while the database answers, 503 otherwise. */
export function healthRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    app.get('/api/health', { schema: { tags: ['health'], summary: 'Estado del servidor' } }, async () => {
      try {
        await pingDatabase(db);
      } catch {
        throw new AppError('service_unavailable', 'La base de datos no responde.', 503);
      }
      return { status: 'ok', version: '1.14.1' };
    });
  };
}
