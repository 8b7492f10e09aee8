import type { Kysely } from 'kysely';
import type { ClockPinProofs } from '../../../shared/contracts/attendance-clock-proofs';
import type { Database } from '../../db/schema';
import { deviceScope } from '../../tenancy';
import type { ClockDevice } from './attendance-clock-devices.service';
import { type ClockKeys, type OfflineMaterial, proofFor, proofsResponse } from './clock-pin-proofs';
import * as repository from './clock-pin-proofs.repository';

export type ClockPinProofsService = ReturnType<typeof createClockPinProofsService>;

/** What a clock downloads while online to check PINs offline (see clock-pin-proofs.ts). */
export function createClockPinProofsService(deps: { db: Kysely<Database>; keys: ClockKeys; pinOffline: (stored: string | null) => OfflineMaterial | null }) {
  const { db, keys, pinOffline } = deps;
  return {
    /** The clock's company's employees whose PIN has offline material; the others are left out (online or badge only). */
    async proofsFor(device: ClockDevice): Promise<ClockPinProofs> {
      const secret = keys.deviceSecret(device.id);
      const rows = await repository.pinHashesOfCompany(db, deviceScope(device.companyId), device.companyId);
      const proofs = rows.flatMap((row) => {
        const material = pinOffline(row.pin_hash);
        return material ? [proofFor(row.id, secret, material)] : [];
      });
      return proofsResponse(secret, proofs);
    },
  };
}
