import { z } from 'zod';
import { ROLE_SLUGS } from '../roles';
import {
  emailSchema,
  newPasswordSchema,
  optionalPersonNameSchema,
  personNameSchema,
  serviceSchema,
  tooLong,
} from './common';

export const roleSlugSchema = z.enum(ROLE_SLUGS, { error: 'El rol no existe.' });

/**
 * A role as a user holds it: in one company (`company_id`), or platform-wide (`company_id` null —
 * only super_admin and final_user, GLOBAL_ROLE_SLUGS). The same slug may appear once per company.
 */
export const roleAssignmentSchema = z.object({ slug: roleSlugSchema, name: z.string(), company_id: z.number().int().nullable() });
export type RoleAssignment = z.infer<typeof roleAssignmentSchema>;

/** Spec §3 current user: id, name, surname, lastname, profile_photo_path, roles, departments, companies. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  profile_photo_path: z.string().nullable(),
  verified_profile: z.boolean(),
  email_verified_at: z.string().nullable(),
  roles: z.array(roleAssignmentSchema),
  departments: z.array(
    z.object({ id: z.number().int(), slug: z.string(), name: z.string(), company_id: z.number().int() }),
  ),
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Not in spec §3: the companies where the user drives (a linked employee with a licence), for «Mis viajes». */
  driver_company_ids: z.array(z.number().int()),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** The public view of another user (what admins see in lists). */
export const userSchema = currentUserSchema.omit({ departments: true, companies: true, driver_company_ids: true });
export type User = z.infer<typeof userSchema>;

const passwordPairSchema = {
  password: newPasswordSchema,
  password_confirmation: z.string({ error: 'Confirma la contraseña.' }).max(128),
};

function passwordsMatch(value: { password: string; password_confirmation: string }) {
  return value.password === value.password_confirmation;
}
export const PASSWORD_MISMATCH_MESSAGE = 'La confirmación no coincide con la contraseña.';
const passwordsMatchIssue = {
  message: PASSWORD_MISMATCH_MESSAGE,
  path: ['password_confirmation'],
};

export const registerInputSchema = z
  .object({
    name: personNameSchema('El nombre'),
    surname: optionalPersonNameSchema('El apellido paterno'),
    lastname: optionalPersonNameSchema('El apellido materno'),
    email: emailSchema,
    ...passwordPairSchema,
    service: serviceSchema.default('main'),
    /** Must be true: the person accepts the terms and the privacy notice (LFPDPPP). */
    accept_terms: z.literal(true, { error: 'Debes aceptar los términos y el aviso de privacidad.' }),
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type RegisterInput = z.input<typeof registerInputSchema>;

export const registerResponseSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  message: z.string(),
});

export const registerConfirmationInputSchema = z.object({
  verification_code: z
    .string({ error: 'El código de verificación es obligatorio.' })
    .trim()
    .max(6, tooLong('El código de verificación tiene 6 dígitos.'))
    .regex(/^\d{6}$/, 'El código de verificación tiene 6 dígitos.'),
  service: serviceSchema.default('main'),
});

/** Resend a confirmation code (the spec's "POST to a given confirm path (service)"). */
export const resendConfirmationInputSchema = z.object({ service: serviceSchema.default('main') });

export const resetPasswordEmailQuerySchema = z.object({
  email: emailSchema,
  service: serviceSchema.default('main'),
});

export const resetPasswordInputSchema = z
  .object({
    email: emailSchema,
    token: z.string({ error: 'El enlace de recuperación no es válido.' }).min(20).max(200),
    ...passwordPairSchema,
  })
  .refine(passwordsMatch, passwordsMatchIssue);

export const updatePasswordInputSchema = z
  .object({
    current_password: z.string({ error: 'Escribe tu contraseña actual.' }).min(1, 'Escribe tu contraseña actual.').max(128),
    ...passwordPairSchema,
  })
  .refine(passwordsMatch, passwordsMatchIssue)
  .refine((value) => value.password !== value.current_password, {
    message: 'La nueva contraseña debe ser distinta de la actual.',
    path: ['password'],
  });

export const updateUserInputSchema = z
  .object({
    name: personNameSchema('El nombre').optional(),
    surname: optionalPersonNameSchema('El apellido paterno'),
    lastname: optionalPersonNameSchema('El apellido materno'),
  })
  .strict();

/** `DELETE /api/v1/users/{id}` query: why the account is closed (kept for the audit trail). */
export const deleteUserQuerySchema = z.object({
  reason: z.string().trim().max(500, 'El motivo no puede tener más de 500 caracteres.').optional(),
});

export const userVerifiedInputSchema = z.object({
  verified_profile: z.boolean({ error: 'verified_profile debe ser verdadero o falso.' }),
});

/**
 * `POST /users/{id}/assign-roles`: the roles the user is to hold in `company_id` (which replace
 * their roles there) plus, for a super admin, the platform-wide ones. Without `company_id` the
 * server uses the only company where the caller may assign roles to this user, and asks for it
 * (422) when there are several.
 */
export const assignRolesInputSchema = z.object({
  roles: z
    .array(roleSlugSchema, { error: 'roles debe ser una lista de roles.' })
    .max(10, 'Demasiados roles.')
    .transform((roles) => [...new Set(roles)]),
  company_id: z.number({ error: 'company_id debe ser el id de una empresa.' }).int().positive().optional(),
});

export const registeredUsersStatsSchema = z.object({
  total: z.number().int(),
  verified_email: z.number().int(),
  verified_profile: z.number().int(),
  last_30_days: z.number().int(),
  /** The last 12 calendar months, oldest first, "YYYY-MM". */
  by_month: z.array(z.object({ month: z.string(), count: z.number().int() })),
});
export type RegisteredUsersStats = z.infer<typeof registeredUsersStatsSchema>;

/**
 * `GET /statistics/registered-users` without a session (the public pages: "N candidatos, M
 * empresas"): open accounts in all, and per role slug the accounts holding it (anywhere).
 */
export const publicRegisteredUsersSchema = z.object({
  total: z.number().int(),
  by_role: z.array(z.object({ role: z.string(), count: z.number().int() })),
});
export type PublicRegisteredUsers = z.infer<typeof publicRegisteredUsersSchema>;
