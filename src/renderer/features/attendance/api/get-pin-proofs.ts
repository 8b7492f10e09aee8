import { type ClockPinProofs, clockPinProofsSchema } from '../../../../shared/contracts/attendance-clock-proofs';
import { api, requestOptions } from '../../../lib/api-client';

/** `GET /attendance-api/v1/device/pin-proofs`: what the clock keeps to refuse a wrong PIN while offline. */
export async function getPinProofs(deviceToken: string): Promise<ClockPinProofs> {
  const { data } = await api.attendance.get<ClockPinProofs>('/device/pin-proofs', { timeout: 15000, ...requestOptions({ publicKey: deviceToken }) });
  // Checked on receipt: a malformed book would make every PIN look wrong.
  return clockPinProofsSchema.parse(data);
}
