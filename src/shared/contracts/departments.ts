import { z } from 'zod';
import { TECHNICAL_SUPPORT_DEPARTMENT_SLUG } from '../roles';
import { tooLong } from './common';

export { TECHNICAL_SUPPORT_DEPARTMENT_SLUG };

/** A department of a company. `parent_id` builds the org chart; the manager is an employee. */
export const departmentSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parent_id: z.number().int().nullable(),
  manager_employee_id: z.number().int().nullable(),
  manager: z.object({ id: z.number().int(), full_name: z.string(), position: z.string().nullable() }).nullable(),
  /** Spec §6: the department whose slug is `soporte-tecnico`. */
  is_technical_support: z.boolean(),
  employees_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Department = z.infer<typeof departmentSchema>;

/** `GET /api/v1/companies/{id}/departments`: every department of the company, by name. */
export const departmentListSchema = z.array(departmentSchema);

/** Lower-case letters, digits and single hyphens: "soporte-tecnico". */
export const slugSchema = z
  .string({ error: 'El identificador (slug) debe ser texto.' })
  .trim()
  .min(2, 'El identificador (slug) debe tener al menos 2 caracteres.')
  .max(100, tooLong('El identificador (slug) no puede tener más de 100 caracteres.'))
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'El identificador (slug) solo admite minúsculas sin acentos, números y guiones (por ejemplo soporte-tecnico).');

/** "Soporte Técnico" → "soporte-tecnico": what the server uses when no slug is sent. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

const nameSchema = z
  .string({ error: 'El nombre del departamento es obligatorio.' })
  .trim()
  .min(1, 'El nombre del departamento es obligatorio.')
  .max(200, 'El nombre del departamento no puede tener más de 200 caracteres.');

const optionalIdSchema = (label: string) =>
  z
    .number({ error: `${label} debe ser un identificador numérico.` })
    .int(`${label} debe ser un identificador entero.`)
    .positive(`${label} debe ser un identificador positivo.`)
    .max(2_147_483_647, 'El identificador es demasiado grande.')
    .nullish();

const descriptionSchema = z
  .string({ error: 'La descripción debe ser texto.' })
  .trim()
  .max(1000, 'La descripción no puede tener más de 1000 caracteres.')
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** `POST /api/v1/companies/{id}/departments`. Without a slug, one is made from the name. */
export const createDepartmentInputSchema = z.strictObject({
  name: nameSchema,
  slug: slugSchema.optional(),
  description: descriptionSchema,
  parent_id: optionalIdSchema('El departamento superior'),
  manager_employee_id: optionalIdSchema('El responsable'),
});
export type CreateDepartmentInput = z.input<typeof createDepartmentInputSchema>;

/** `PUT /api/v1/departments/{id}`: only the fields sent change; null clears parent or manager. */
export const updateDepartmentInputSchema = z.strictObject({
  name: nameSchema.optional(),
  slug: slugSchema.optional(),
  description: descriptionSchema,
  parent_id: optionalIdSchema('El departamento superior'),
  manager_employee_id: optionalIdSchema('El responsable'),
});
export type UpdateDepartmentInput = z.input<typeof updateDepartmentInputSchema>;
