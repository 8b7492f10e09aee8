import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteTimetable, RouteTimetableInput } from '../../../../shared/contracts/bus-routes';
import { api } from '../../../lib/api-client';

/** `PUT /api/v1/routes/{id}/timetable`: every day type's departures become exactly these. */
export async function replaceRouteTimetable({ routeId, ...input }: RouteTimetableInput & { routeId: number }): Promise<RouteTimetable> {
  const { data } = await api.main.put<RouteTimetable>(`/api/v1/routes/${routeId}/timetable`, input);
  return data;
}

export function useReplaceRouteTimetable() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: replaceRouteTimetable, onSuccess: (table) => queryClient.setQueryData(['parabus', 'routes', 'timetable', table.route_id], table) });
}
