import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoRoom } from '../../../../shared/contracts/video-rooms';
import { api } from '../../../lib/api-client';

export const videoRoomQueryKey = (kind: string, id: number) => ['video-rooms', kind, id] as const;

/** `GET /api/v1/webrtc/{x}/room/{y}`: the room, who is expected and who is in it (404 outside it, 409 outside its hours). */
export async function getVideoRoom(kind: string, id: number): Promise<VideoRoom> {
  const { data } = await api.main.get<VideoRoom>(`/api/v1/webrtc/${kind}/room/${id}`);
  return data;
}

// Who is in the room changes while someone waits in the pre-join check: asked again every 15 s.
export const getVideoRoomQueryOptions = (kind: string, id: number) =>
  queryOptions({ queryKey: videoRoomQueryKey(kind, id), queryFn: () => getVideoRoom(kind, id), staleTime: 0, refetchInterval: 15_000 });

export function useVideoRoom(kind: string, id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getVideoRoomQueryOptions(kind, id), enabled: id > 0 && (options.enabled ?? true) });
}
