import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { videoRoomParamsSchema, videoRoomSchema, videoRoomTicketSchema } from '../../../shared/contracts/video-rooms';
import { principalOf } from '../../plugins/auth';
import type { VideoRoomsService } from './video-rooms.service';

const security = [{ bearer: [] }];
const tags = ['video-rooms'];

/** Spec §7 "Video rooms": `GET` and `POST /api/v1/webrtc/{x}/room/{y}` (`x` the kind, `y` its id). */
export function videoRoomsRoutes(rooms: VideoRoomsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);

    api.get(
      '/webrtc/:x/room/:y',
      { schema: { tags, summary: 'La sala de video: quiénes se esperan, quiénes están y los servidores ICE (solo participantes, dentro de su horario)', security, params: videoRoomParamsSchema, response: { 200: videoRoomSchema } } },
      async (request, reply) => reply.header('cache-control', 'private, no-store').send(await rooms.get(principalOf(request), request.params.x, request.params.y)),
    );
    api.post(
      '/webrtc/:x/room/:y',
      { schema: { tags, summary: 'Entra a la sala: un boleto de un minuto para unirse a su señalización por socket', security, params: videoRoomParamsSchema, response: { 200: videoRoomTicketSchema } } },
      async (request, reply) => reply.header('cache-control', 'private, no-store').send(await rooms.join(principalOf(request), request.params.x, request.params.y)),
    );
  };
}
