import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { RealtimeServer } from '../../plugins/realtime';
import { interviewRoomKind } from './interview-room.kind';
import { createVideoRoomRegistry } from './video-rooms.registry';
import { videoRoomsRoutes } from './video-rooms.routes';
import { createVideoRoomsService } from './video-rooms.service';
import { registerVideoRoomSockets } from './video-rooms.sockets';
import { createTicketSigner } from './video-rooms.tickets';

/** Video rooms (issue 16): one engine, a kind per area (registered here); WebRTC signalling over the app's socket. */
export function createVideoRooms(context: AppContext) {
  const { db, config, clock } = context;
  const videoRoomKinds = createVideoRoomRegistry();
  videoRoomKinds.register(interviewRoomKind(db));
  return createVideoRoomsService({ registry: videoRoomKinds, webrtc: config.webrtc, tickets: createTicketSigner(config.appKey), now: clock });
}
export type VideoRooms = ReturnType<typeof createVideoRooms>;

export async function registerVideoRooms(app: FastifyInstance, io: RealtimeServer, videoRooms: VideoRooms) {
  registerVideoRoomSockets(io, videoRooms, app.log);
  await app.register(videoRoomsRoutes(videoRooms), { prefix: '/api/v1' });
}
