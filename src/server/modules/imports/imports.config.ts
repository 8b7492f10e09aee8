import { z } from 'zod';
import { integerSetting } from '../../lib/env-settings';

export const importsEnv = z.object({
  /**
   * An unfinished import with no progress for this long belongs to a process that stopped and is
   * taken over (modules/imports). Tests shorten it; below a chunk's duration two processes could
   * both work one batch.
   */
  IMPORT_RESUME_AFTER_SECONDS: integerSetting('IMPORT_RESUME_AFTER_SECONDS', { min: 1, max: 3600, unit: 'segundos' }).default(60),
});

export interface ImportsConfig {
  importResumeAfterSeconds: number;
}

export function importsConfigFrom(values: z.infer<typeof importsEnv>): ImportsConfig {
  return { importResumeAfterSeconds: values.IMPORT_RESUME_AFTER_SECONDS };
}
