import { z } from 'zod';

/** `GET /api/v1/gender?full_name=`: inferred from the first name (or the first two: "María José"). */
export const genderQuerySchema = z.object({
  full_name: z
    .string({ error: 'Escribe el nombre completo.' })
    .trim()
    .min(1, 'Escribe el nombre completo.')
    .max(200, 'El nombre no puede tener más de 200 caracteres.'),
});
export type GenderQuery = z.input<typeof genderQuerySchema>;

export const GENDERS = ['male', 'female', 'unknown'] as const;

/**
 * "unknown" when the name is not in the data or the data disagree: we never guess. `name` is
 * the name the answer was read from ("maria jose"), or the first word when unknown;
 * `probability` is absent when the data give no share.
 */
export const genderResultSchema = z.object({
  gender: z.enum(GENDERS),
  probability: z.number().min(0).max(1).optional(),
  name: z.string(),
});
export type GenderResult = z.infer<typeof genderResultSchema>;
