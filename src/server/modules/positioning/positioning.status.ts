import { MOVING_SPEED_KMH, type UnitMotionStatus } from '../../../shared/contracts/positioning';

/**
 * Offline is judged on when the server last heard from the unit (received_at), not on the fix
 * time: a tracker with a wrong clock that keeps reporting is online.
 */
export function motionStatus(speedKmh: number | null, receivedAt: string, now: Date, offlineAfterMinutes: number): UnitMotionStatus {
  if (now.getTime() - Date.parse(receivedAt) > offlineAfterMinutes * 60_000) return 'offline';
  return speedKmh !== null && speedKmh >= MOVING_SPEED_KMH ? 'moving' : 'stopped';
}
