import { type UseQueryResult, queryOptions, useQueries } from '@tanstack/react-query';
import type { CalendarEvent } from '../../../../shared/contracts/attendance-calendar';
import { api } from '../../../lib/api-client';
import type { ClientError } from '../../../lib/client-error';

export interface CalendarParams {
  companyId: number;
  /** `YYYY-MM-DD`, both inclusive, at most 62 days apart. */
  from: string;
  to: string;
  employeeId?: number | null;
  departmentId?: number | null;
}

/** `GET /attendance-api/v1/companies/{id}/calendar?from&to&employee_id|department_id`. */
export async function getCalendar({ companyId, from, to, employeeId, departmentId }: CalendarParams): Promise<CalendarEvent[]> {
  const params = { from, to, employee_id: employeeId ?? undefined, department_id: departmentId ?? undefined };
  const { data } = await api.attendance.get<CalendarEvent[]>(`/companies/${companyId}/calendar`, { params });
  return data;
}

export const getCalendarQueryOptions = (params: CalendarParams) =>
  queryOptions({ queryKey: ['attendance', 'calendar', params], queryFn: () => getCalendar(params) });

type CalendarResult = UseQueryResult<CalendarEvent[], ClientError>;

/** One value for several requests; a stable function, so react-query keeps the result while nothing changed. */
function combineCalendars(results: CalendarResult[]) {
  return {
    lists: results.map((result) => result.data),
    loading: results.some((result) => result.isPending || result.isFetching),
    error: results.find((result) => result.isError)?.error ?? null,
    retry: () => results.forEach((result) => result.isError && void result.refetch()),
  };
}

/** Several ranges at once (the year view asks month by month). */
export function useCalendars(list: CalendarParams[]) {
  return useQueries({ queries: list.map((params) => getCalendarQueryOptions(params)), combine: combineCalendars });
}
