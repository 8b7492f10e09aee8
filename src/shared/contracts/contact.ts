import { z } from 'zod';
import { emailSchema, personNameSchema, tooLong } from './common';

/**
 * The anti-bot challenge (self-hosted proof of work, ALTCHA v2 protocol). The client fetches one
 * from `GET /api/v1/challenge`, solves it in a worker and sends the base64 payload as `token`.
 */
export const antiBotTokenSchema = z
  .string({ error: 'Falta la verificación anti-bot.' })
  .min(1, 'Falta la verificación anti-bot.')
  .max(4000, 'La verificación anti-bot no es válida.');

/** What `GET /api/v1/challenge` answers (ALTCHA v2 challenge); solved by the client as is. */
export const antiBotChallengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
  }),
  signature: z.string().optional(),
});
export type AntiBotChallenge = z.infer<typeof antiBotChallengeSchema>;

const phoneSchema = z
  .string()
  .trim()
  .max(25, tooLong('El teléfono no es válido.'))
  .regex(/^[+\d][\d\s().-]{6,24}$/, 'El teléfono no es válido.')
  .nullish();

/** Spec §3 Contact forms: name, email, subject, phone, token. */
export const contactInputSchema = z.object({
  name: personNameSchema('El nombre'),
  email: emailSchema,
  subject: z
    .string({ error: 'El asunto es obligatorio.' })
    .trim()
    .min(1, 'El asunto es obligatorio.')
    .max(200, 'El asunto no puede tener más de 200 caracteres.'),
  phone: phoneSchema,
  /** Not in the spec's list; optional so its client still works, shown by our form. */
  message: z.string().trim().max(5000, 'El mensaje no puede tener más de 5000 caracteres.').nullish(),
  token: antiBotTokenSchema,
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** A message from a company that wants to join (the "/empresa" page). */
export const companyContactInputSchema = contactInputSchema.extend({
  company_name: z.string().trim().max(200, 'El nombre de la empresa es demasiado largo.').nullish(),
});

/** Spec §3 Mailing list: user_emails, token. A single address or a list. */
export const mailingListInputSchema = z.object({
  user_emails: z
    .union([emailSchema.transform((email) => [email]), z.array(emailSchema).min(1, 'Escribe al menos un correo.')], {
      error: 'Escribe uno o más correos válidos.',
    })
    .refine((emails) => emails.length <= 20, 'Se aceptan como máximo 20 correos a la vez.')
    .transform((emails) => [...new Set(emails)]),
  token: antiBotTokenSchema,
});

/**
 * The help-desk reference of a contact message: series, year (Mexico City) and a number that
 * restarts at 1 each year within its series — `CT-2026-000123` for the contact form, `EM-…` for
 * companies that want to join. The sender gets it on screen and by e-mail and quotes it later.
 */
export const contactReferenceSchema = z
  .string()
  .max(40, tooLong('La referencia no es válida.'))
  .regex(/^(CT|EM)-\d{4}-\d{6,}$/);

/** What `POST /contact` and `POST /company-contact` answer (201). */
export const contactResponseSchema = z.object({
  id: z.number().int(),
  reference: contactReferenceSchema,
  /** A Spanish acknowledgement that names the reference and the confirmation e-mail. */
  message: z.string(),
});
export type ContactResponse = z.infer<typeof contactResponseSchema>;
