import { z } from 'zod';

export const sessionRecordingsEnv = z.object({
  /** Days a session recording is kept after its last chunk (spec §1 session recording). */
  SESSION_RECORDING_RETENTION_DAYS: z.coerce
    .number({ error: 'SESSION_RECORDING_RETENTION_DAYS debe ser un número de días.' })
    .int('SESSION_RECORDING_RETENTION_DAYS debe ser un número entero de días.')
    .min(1, 'SESSION_RECORDING_RETENTION_DAYS debe estar entre 1 y 365.')
    .max(365, 'SESSION_RECORDING_RETENTION_DAYS debe estar entre 1 y 365.')
    .default(30),
});

export interface SessionRecordingsConfig {
  sessionRecordingRetentionDays: number;
}

export function sessionRecordingsConfigFrom(values: z.infer<typeof sessionRecordingsEnv>): SessionRecordingsConfig {
  return { sessionRecordingRetentionDays: values.SESSION_RECORDING_RETENTION_DAYS };
}
