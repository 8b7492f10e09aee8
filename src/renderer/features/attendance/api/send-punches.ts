import type { PunchBatchResult, PunchInput } from '../../../../shared/contracts/attendance-clock';
import { api, requestOptions } from '../../../lib/api-client';

/**
 * `POST /attendance-api/v1/punches/batch`: the outbox's oldest punches, in order. Not retried by
 * the API client (a write); the drainer retries with the same idempotency keys.
 */
export async function sendPunches(deviceToken: string, punches: PunchInput[]): Promise<PunchBatchResult> {
  const { data } = await api.attendance.post<PunchBatchResult>('/punches/batch', { punches }, { timeout: 15000, ...requestOptions({ publicKey: deviceToken }) });
  return data;
}
