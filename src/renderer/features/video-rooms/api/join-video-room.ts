import type { VideoRoomTicket } from '../../../../shared/contracts/video-rooms';
import { api } from '../../../lib/api-client';

/** `POST /api/v1/webrtc/{x}/room/{y}`: a one-minute ticket to enter the room's signalling, and the ICE servers of the call. */
export async function joinVideoRoom(kind: string, id: number): Promise<VideoRoomTicket> {
  const { data } = await api.main.post<VideoRoomTicket>(`/api/v1/webrtc/${kind}/room/${id}`);
  return data;
}
