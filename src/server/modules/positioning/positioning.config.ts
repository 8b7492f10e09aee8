import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { DEFAULT_OFFLINE_AFTER_MINUTES } from '../../../shared/contracts/positioning';
import { autoOnOff, integerSetting } from '../../lib/env-settings';
import { isLoopbackHost } from '../../lib/network-addresses';

const minutes = (label: string, fallback: number, max: number) => integerSetting(label, { min: 1, max, unit: 'minutos', unitInRange: true }).default(fallback);

/** Trackers and positions (modules/positioning/README.md). */
export const positioningEnv = z.object({
  /** The OsmAnd tracker port (Traccar's 5055 by convention); off when unset. */
  TRACKER_PORT: integerSetting('TRACKER_PORT', { min: 1, max: 65535 })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  UNIT_OFFLINE_MINUTES: minutes('UNIT_OFFLINE_MINUTES', DEFAULT_OFFLINE_AFTER_MINUTES, 1440),
  STOP_MINUTES: minutes('STOP_MINUTES', 5, 240),
  TERMINAL_GEOFENCE_M: integerSetting('TERMINAL_GEOFENCE_M', { min: 10, max: 5000, unit: 'metros', unitInRange: true }).default(150),
  POSITIONS_RETENTION_DAYS: z.coerce
    .number({ error: 'POSITIONS_RETENTION_DAYS debe ser un número de días.' })
    .int('POSITIONS_RETENTION_DAYS debe ser un número entero de días.')
    .min(8, 'POSITIONS_RETENTION_DAYS debe ser al menos 8 días (la reproducción abarca 7).')
    .max(3650, 'POSITIONS_RETENTION_DAYS admite hasta 3650 días.')
    .default(90),
  DEMO_TRACKERS: autoOnOff('DEMO_TRACKERS'),
  TRACK_THREADS: integerSetting('TRACK_THREADS', { min: 0, max: 16 }).optional(),
});

export interface PositioningConfig {
  trackerPort: number | undefined;
  offlineAfterMinutes: number;
  stopMinutes: number;
  terminalGeofenceM: number;
  retentionDays: number;
  /** Drive the demo buses in-process once the server listens. */
  demoTrackers: boolean;
  /** Worker threads that read and thin replay tracks; 0: on the main thread. */
  trackThreads: number;
}

export function positioningConfigFrom(values: z.infer<typeof positioningEnv>, context: { env: 'development' | 'production' | 'test'; host: string }): PositioningConfig {
  return {
    trackerPort: values.TRACKER_PORT,
    offlineAfterMinutes: values.UNIT_OFFLINE_MINUTES,
    stopMinutes: values.STOP_MINUTES,
    terminalGeofenceM: values.TERMINAL_GEOFENCE_M,
    retentionDays: values.POSITIONS_RETENTION_DAYS,
    demoTrackers: demoTrackers(values.DEMO_TRACKERS, context.env, context.host),
    // One per core up to 4 (a replay has at most 20 units); none in tests, where hundreds of apps start.
    trackThreads: values.TRACK_THREADS ?? (context.env === 'test' ? 0 : Math.min(4, availableParallelism())),
  };
}

/**
 * The simulated buses run by default only where the demo does (a loopback host, outside tests
 * and production), so the map moves on a fresh `npm start`; tests never have reports they did not send.
 */
function demoTrackers(setting: 'auto' | 'on' | 'off', env: string, host: string): boolean {
  if (setting === 'off' || env === 'production') return false;
  if (setting === 'on') return true;
  return env !== 'test' && isLoopbackHost(host);
}
