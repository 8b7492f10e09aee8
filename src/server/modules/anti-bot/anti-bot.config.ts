import { z } from 'zod';
import { integerSetting } from '../../lib/env-settings';

export const antiBotEnv = z.object({
  /**
   * Work factor of the anti-bot proof of work: PBKDF2 iterations per attempt, about 1,000
   * attempts per challenge. 1000 takes ~0.5 s on one core; tests lower it.
   */
  ANTI_BOT_COST: integerSetting('ANTI_BOT_COST', { min: 1, max: 100_000 }).default(1000),
});

export interface AntiBotConfig {
  antiBotCost: number;
}

export function antiBotConfigFrom(values: z.infer<typeof antiBotEnv>): AntiBotConfig {
  return { antiBotCost: values.ANTI_BOT_COST };
}
