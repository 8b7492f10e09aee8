import { z } from 'zod';

export const antiBotEnv = z.object({
  /**
   * Work factor of the anti-bot proof of work: PBKDF2 iterations per attempt, about 1,000
   * attempts per challenge. 1000 takes ~0.5 s on one core; tests lower it.
   */
  ANTI_BOT_COST: z.coerce
    .number({ error: 'ANTI_BOT_COST debe ser un número.' })
    .int('ANTI_BOT_COST debe ser un número entero.')
    .min(1, 'ANTI_BOT_COST debe estar entre 1 y 100000.')
    .max(100_000, 'ANTI_BOT_COST debe estar entre 1 y 100000.')
    .default(1000),
});

export interface AntiBotConfig {
  antiBotCost: number;
}

export function antiBotConfigFrom(values: z.infer<typeof antiBotEnv>): AntiBotConfig {
  return { antiBotCost: values.ANTI_BOT_COST };
}
