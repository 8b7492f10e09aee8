import type { PairedClock } from '../../../../shared/contracts/attendance-clock-pairing';
import { api, requestOptions } from '../../../lib/api-client';

/**
 * `POST /attendance-api/v1/clock/pair`: trades a short pairing code for the clock's device token.
 * Anonymous (the clock has no token yet). No hook: the clock enrolls with the token it answers.
 */
export async function pairClock(code: string): Promise<PairedClock> {
  const { data } = await api.attendance.post<PairedClock>('/clock/pair', { code }, { timeout: 8000, ...requestOptions({ anonymous: true }) });
  return data;
}
