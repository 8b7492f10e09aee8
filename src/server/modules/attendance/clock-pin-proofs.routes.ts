import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clockPinProofsSchema } from '../../../shared/contracts/attendance-clock-proofs';
import { bearerTokenOf } from '../../plugins/auth';
import type { AttendanceClockService } from './attendance-clock.service';
import type { ClockPinProofsService } from './clock-pin-proofs.service';

/** `/attendance-api/v1/device/pin-proofs`: the wall clock's offline PIN proofs, for its device token only. */
export function clockPinProofsRoutes(clock: AttendanceClockService, proofs: ClockPinProofsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.get(
      '/device/pin-proofs',
      {
        schema: {
          tags: ['attendance'],
          summary: 'Pruebas de PIN para que el reloj rechace un PIN incorrecto sin conexión (nunca el PIN)',
          security: [{ bearer: [] }],
          response: { 200: clockPinProofsSchema },
        },
      },
      async (request, reply) => {
        const device = await clock.devices.authenticateDevice(bearerTokenOf(request.headers.authorization));
        // Per-device secrets: never kept by a proxy or a shared cache.
        void reply.header('cache-control', 'no-store');
        return proofs.proofsFor(device);
      },
    );
  };
}
