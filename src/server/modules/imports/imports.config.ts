import { z } from 'zod';

export const importsEnv = z.object({
  /**
   * An unfinished import with no progress for this long belongs to a process that stopped and is
   * taken over (modules/imports). Tests shorten it; below a chunk's duration two processes could
   * both work one batch.
   */
  IMPORT_RESUME_AFTER_SECONDS: z.coerce
    .number({ error: 'IMPORT_RESUME_AFTER_SECONDS debe ser un número de segundos.' })
    .int('IMPORT_RESUME_AFTER_SECONDS debe ser un número entero de segundos.')
    .min(1, 'IMPORT_RESUME_AFTER_SECONDS debe estar entre 1 y 3600.')
    .max(3600, 'IMPORT_RESUME_AFTER_SECONDS debe estar entre 1 y 3600.')
    .default(60),
});

export interface ImportsConfig {
  importResumeAfterSeconds: number;
}

export function importsConfigFrom(values: z.infer<typeof importsEnv>): ImportsConfig {
  return { importResumeAfterSeconds: values.IMPORT_RESUME_AFTER_SECONDS };
}
