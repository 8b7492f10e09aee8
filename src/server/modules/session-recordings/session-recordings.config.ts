import { z } from 'zod';
import { integerSetting } from '../../lib/env-settings';

export const sessionRecordingsEnv = z.object({
  /** Days a session recording is kept after its last chunk (spec §1 session recording). */
  SESSION_RECORDING_RETENTION_DAYS: integerSetting('SESSION_RECORDING_RETENTION_DAYS', { min: 1, max: 365, unit: 'días' }).default(30),
});

export interface SessionRecordingsConfig {
  sessionRecordingRetentionDays: number;
}

export function sessionRecordingsConfigFrom(values: z.infer<typeof sessionRecordingsEnv>): SessionRecordingsConfig {
  return { sessionRecordingRetentionDays: values.SESSION_RECORDING_RETENTION_DAYS };
}
