import type { ClockEmployee } from '../../../../shared/contracts/attendance-clock';
import { api, requestOptions } from '../../../lib/api-client';

/** `GET /attendance-api/v1/device/employees`: the roster the clock caches for choosing a name offline. */
export async function getClockEmployees(deviceToken: string): Promise<ClockEmployee[]> {
  const { data } = await api.attendance.get<ClockEmployee[]>('/device/employees', { timeout: 15000, ...requestOptions({ publicKey: deviceToken }) });
  return data;
}
