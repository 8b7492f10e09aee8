import { useMutation } from '@tanstack/react-query';
import type { PairingCode } from '../../../../shared/contracts/attendance-clock-pairing';
import { api } from '../../../lib/api-client';

/** `POST /attendance-api/v1/devices/{id}/pairing-code`: a short code for the clock; the previous one stops working. */
export async function createPairingCode(deviceId: number): Promise<PairingCode> {
  const { data } = await api.attendance.post<PairingCode>(`/devices/${deviceId}/pairing-code`);
  return data;
}

export function useCreatePairingCode() {
  return useMutation({ mutationFn: createPairingCode });
}

/**
 * What the QR encodes: the clock page on the server this app talks to (the desktop app's own
 * origin is no address a tablet can open), with the code in the fragment so that it never
 * reaches a server log.
 */
export function clockPairingUrl(code: string): string {
  const origin = new URL(api.main.defaults.baseURL || window.location.origin).origin;
  return `${origin}/control-asistencia/reloj#vincular=${code}`;
}
