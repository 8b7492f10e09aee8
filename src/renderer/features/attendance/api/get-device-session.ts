import type { DeviceSession } from '../../../../shared/contracts/attendance-clock';
import { api, requestOptions } from '../../../lib/api-client';

/**
 * `GET /attendance-api/v1/device` with the clock's device token: which company this clock
 * belongs to. The device token travels like the public search key does — instead of any
 * person's session, and never refreshed. No query hook: the clock keeps the answer in its
 * outbox database so that it starts offline.
 */
export async function getDeviceSession(deviceToken: string): Promise<DeviceSession> {
  const { data } = await api.attendance.get<DeviceSession>('/device', { timeout: 8000, ...requestOptions({ publicKey: deviceToken }) });
  return data;
}
