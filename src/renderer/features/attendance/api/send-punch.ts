import type { PunchInput, PunchResult } from '../../../../shared/contracts/attendance-clock';
import { api, requestOptions } from '../../../lib/api-client';

/**
 * `POST /attendance-api/v1/punches`: one punch sent straight away, never written to the outbox.
 * Only for a PIN the clock holds no offline proof for (set before proofs existed): the PIN goes
 * to the server over the connection and is kept nowhere on the clock.
 */
export async function sendPunch(deviceToken: string, punch: PunchInput): Promise<PunchResult> {
  const { data } = await api.attendance.post<PunchResult>('/punches', punch, { timeout: 15000, ...requestOptions({ publicKey: deviceToken }) });
  return data;
}
