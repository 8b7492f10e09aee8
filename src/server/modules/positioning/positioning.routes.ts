import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, messageResponseSchema } from '../../../shared/contracts/common';
import {
  replayQuerySchema,
  replayResponseSchema,
  trackRangeQuerySchema,
  trackerEventsResponseSchema,
  trackerNoticeChoicesInputSchema,
  trackerNoticeChoicesSchema,
  unitLocationSchema,
  unitStopsResponseSchema,
  unitTrailSchema,
  unitsLocationsResponseSchema,
} from '../../../shared/contracts/positioning';
import { AppError } from '../../errors';
import { principalOf } from '../../plugins/auth';
import { parseOsmAnd } from './osmand';
import type { PositioningService } from './positioning.service';
import type { TrackerIngestService } from './tracker-ingest.service';
import type { TrackerNoticesService } from './tracker-notices.service';

const security = [{ bearer: [] }];

/**
 * Trails and replays are built by the service from rows the database typed and the thinning
 * produced — not from input — and carry thousands of points (7,830 for ten unit-days): checking
 * each one against the zod contract again cost as much as thinning them. The contract still
 * documents the answer (OpenAPI) and the reads' tests parse it; here it is only written out.
 */
const writeBuiltTrack = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
const tags = ['positioning'];

const stopsQuerySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener la forma AAAA-MM-DD.').refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'La fecha no existe.'),
});
const eventsQuerySchema = trackRangeQuerySchema.omit({ simplify: true }).extend({
  unit_id: z.coerce.number({ error: 'unit_id debe ser un número.' }).int().positive().optional(),
});

/** The reads of spec §7 ("GET position and units-locations") and the tracks, under `/positioning-api/v1`. */
export function positioningRoutes(service: PositioningService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/units/:id/position',
      { schema: { tags, summary: 'Última posición de una unidad', security, params: idParamsSchema, response: { 200: unitLocationSchema } } },
      (request) => service.position(principalOf(request), request.params.id),
    );
    api.get(
      '/companies/:id/units-locations',
      { schema: { tags, summary: 'Última posición de cada unidad de la empresa que ha reportado', security, params: idParamsSchema, response: { 200: unitsLocationsResponseSchema } } },
      (request) => service.unitsLocations(principalOf(request), request.params.id),
    );
    api.get(
      '/units/:id/trail',
      { schema: { tags, summary: 'Recorrido de una unidad entre dos fechas (7 días como máximo; simplificado salvo simplify=false)', security, params: idParamsSchema, querystring: trackRangeQuerySchema, response: { 200: unitTrailSchema } }, ...writeBuiltTrack },
      (request) => service.trail(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/companies/:id/replay',
      { schema: { tags, summary: 'Recorridos de hasta 20 unidades entre dos fechas, para reproducirlos', security, params: idParamsSchema, querystring: replayQuerySchema, response: { 200: replayResponseSchema } }, ...writeBuiltTrack },
      (request) => service.replay(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/units/:id/stops',
      { schema: { tags, summary: 'Paradas de una unidad en un día (hora de la Ciudad de México)', security, params: idParamsSchema, querystring: stopsQuerySchema, response: { 200: unitStopsResponseSchema } } },
      (request) => service.stops(principalOf(request), request.params.id, request.query.date),
    );
    api.get(
      '/companies/:id/tracker-events',
      { schema: { tags, summary: 'Eventos de rastreo (fuera de ruta, llegadas y salidas de terminal), los más recientes primero (500 como máximo)', security, params: idParamsSchema, querystring: eventsQuerySchema, response: { 200: trackerEventsResponseSchema } } },
      (request) => service.events(principalOf(request), request.params.id, request.query),
    );
  };
}

/** The signed-in user's choice of which tracker events notify them in a company, under `/positioning-api/v1`. */
export function trackerNoticeRoutes(service: TrackerNoticesService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/companies/:id/tracker-notices',
      { schema: { tags, summary: 'Qué eventos de rastreo de la empresa me llegan como aviso (los predeterminados si nunca elegí)', security, params: idParamsSchema, response: { 200: trackerNoticeChoicesSchema } } },
      (request) => service.choices(principalOf(request), request.params.id),
    );
    api.put(
      '/companies/:id/tracker-notices',
      {
        schema: {
          tags,
          summary: 'Elige qué eventos de rastreo de la empresa me llegan como aviso (off_route, back_on_route, arrival, departure)',
          security,
          params: idParamsSchema,
          body: trackerNoticeChoicesInputSchema,
          response: { 200: trackerNoticeChoicesSchema },
        },
      },
      (request) => service.choose(principalOf(request), request.params.id, request.body.kinds),
    );
  };
}

/**
 * OsmAnd ingest (Traccar Client, hardware trackers). No sign-in: the device id names the unit.
 * Registered on the main port at `/positioning-api/v1/osmand` and, when TRACKER_PORT is set, at
 * `/` of the dedicated tracker port, where trackers expect it.
 */
export function osmAndRoutes(ingest: TrackerIngestService, path: string) {
  return async (app: FastifyInstance) => {
    // Trackers are not browsers: an empty JSON body, or a content type nobody declared, is a
    // report with everything in the query string, not a 400/415. Encapsulated: only these routes.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      const text = String(body).trim();
      if (!text) return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('invalid_json', 'El cuerpo no es JSON válido.', 400), undefined);
      }
    });
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, undefined));

    const handler = async (request: { query: unknown; body: unknown }) => {
      const parsed = parseOsmAnd((request.query ?? {}) as Record<string, unknown>, request.body);
      if (!parsed.ok) throw new AppError('validation_failed', parsed.message, 400, { errors: { [parsed.field]: [parsed.message] } });
      const outcome = await ingest.ingest(parsed.report);
      // 200 for a duplicate too: the tracker must drop it from its queue, not retry it.
      return { message: outcome === 'duplicate' ? 'Reporte repetido; ya estaba guardado.' : 'Reporte recibido.' };
    };
    const schema = { tags: ['trackers'], summary: 'Reporte de un rastreador (protocolo OsmAnd / Traccar Client); sin sesión, el id de dispositivo identifica la unidad', response: { 200: messageResponseSchema } };
    app.get(path, { schema }, handler);
    app.post(path, { schema }, handler);
  };
}
