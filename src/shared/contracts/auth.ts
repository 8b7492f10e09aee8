import { z } from 'zod';

/**
 * `POST /oauth/token`, exactly as the spec's client sends it (§3 Login): the password grant with
 * client_id, client_secret, username (the e-mail) and password; plus the refresh_token grant.
 */
export const GRANT_TYPES = ['password', 'refresh_token'] as const;

const clientFields = {
  client_id: z.string({ error: 'El client_id es obligatorio.' }).min(1, 'El client_id es obligatorio.').max(100),
  client_secret: z
    .string({ error: 'El client_secret es obligatorio.' })
    .min(1, 'El client_secret es obligatorio.')
    .max(200),
};

export const passwordGrantSchema = z.object({
  grant_type: z.literal('password'),
  ...clientFields,
  username: z
    .string({ error: 'El correo electrónico es obligatorio.' })
    .trim()
    .min(1, 'El correo electrónico es obligatorio.')
    .max(254, 'El correo electrónico es demasiado largo.'),
  password: z.string({ error: 'La contraseña es obligatoria.' }).min(1, 'La contraseña es obligatoria.').max(128),
  /** Accepted for compatibility with OAuth clients; every token has the same scope today. */
  scope: z.string().max(200).optional(),
});

export const refreshGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  ...clientFields,
  refresh_token: z
    .string({ error: 'El refresh_token es obligatorio.' })
    .min(1, 'El refresh_token es obligatorio.')
    .max(200),
});

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordGrantSchema, refreshGrantSchema]);
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  refresh_token: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** RFC 7009 revocation. Without a body the bearer token of the request is revoked. */
export const revokeRequestSchema = z.object({
  token: z.string().min(1).max(200).optional(),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
});
export type RevokeRequest = z.infer<typeof revokeRequestSchema>;
