import { z } from 'zod';
import { curpSchema, nssSchema, personRfcSchema } from './mexican-ids';
import { booleanQuerySchema, emailSchema, optionalTextSchema, pageOf, pageQuerySchema, textSchema, tooLong } from './common';

/** An employee of a company, in one of its departments. The attendance PIN is never returned. */
export const employeeSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  department_id: z.number().int(),
  department: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The platform account of this person, when they have one. */
  user_id: z.number().int().nullable(),
  name: z.string(),
  surname: z.string().nullable(),
  lastname: z.string().nullable(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  employee_number: z.string().nullable(),
  is_driver: z.boolean(),
  license_number: z.string().nullable(),
  /** YYYY-MM-DD. */
  license_expires_on: z.string().nullable(),
  /** Whether an attendance PIN is set (the PIN itself is stored hashed and never leaves). */
  has_pin: z.boolean(),
  badge_code: z.string().nullable(),
  /** YYYY-MM-DD: the first day of work. No absence is recorded before it. */
  hire_date: z.string().nullable(),
  /** The person's RFC (13 characters), CURP (18) and IMSS social security number (11 digits). */
  rfc: z.string().nullable(),
  curp: z.string().nullable(),
  nss: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const EMPLOYEES_PER_PAGE = 20;

/** `GET /api/v1/companies/{id}/employees?page&only_drivers` (spec §9: page defaults to 1). */
export const companyEmployeesQuerySchema = z.object({
  page: pageQuerySchema,
  only_drivers: booleanQuerySchema.default(false),
});
export type CompanyEmployeesQuery = z.input<typeof companyEmployeesQuerySchema>;

/** `GET /api/v1/departments/{id}/employees?page`. */
export const departmentEmployeesQuerySchema = z.object({ page: pageQuerySchema });

export const employeePageSchema = pageOf(employeeSchema);
export type EmployeePage = z.infer<typeof employeePageSchema>;

export const employeePathParamsSchema = z.object({
  id: z.coerce.number({ error: 'El identificador debe ser un número.' }).int().positive().max(2_147_483_647),
  employeeId: z.coerce.number({ error: 'El identificador del empleado debe ser un número.' }).int().positive().max(2_147_483_647),
});

/** 4 to 8 digits: what an attendance clock's keypad takes. */
export const pinSchema = z
  .string({ error: 'El NIP debe ser texto con dígitos.' })
  .max(8, tooLong('El NIP debe tener de 4 a 8 dígitos.'))
  .regex(/^\d{4,8}$/, 'El NIP debe tener de 4 a 8 dígitos.');

/** YYYY-MM-DD, a real date. */
export const dateOnlySchema = z
  .string({ error: 'La fecha debe ser texto AAAA-MM-DD.' })
  .max(10, tooLong('La fecha debe tener el formato AAAA-MM-DD.'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'La fecha no existe.');

const codeText = (label: string, max: number) =>
  optionalTextSchema(label, max).refine((value) => value == null || /^[\w.\-/#]+$/.test(value), {
    message: `${label} solo admite letras sin acentos, números, guiones, puntos, / y #.`,
  });

const employeeFields = {
  surname: optionalTextSchema('El apellido paterno', 100),
  lastname: optionalTextSchema('El apellido materno', 100),
  email: emailSchema.nullish(),
  phone: optionalTextSchema('El teléfono', 30).refine((value) => value == null || /^\+?[\d\s().-]{7,30}$/.test(value), {
    message: 'El teléfono solo puede tener dígitos, espacios, paréntesis, guiones y un + inicial.',
  }),
  position: optionalTextSchema('El puesto', 150),
  employee_number: codeText('El número de empleado', 50),
  user_id: z
    .number({ error: 'La cuenta debe ser un identificador numérico.' })
    .int('La cuenta debe ser un identificador entero.')
    .positive('La cuenta debe ser un identificador positivo.')
    .max(2_147_483_647, 'El identificador es demasiado grande.')
    .nullish(),
  is_driver: z.boolean({ error: 'Indica si es chofer (true o false).' }).optional(),
  license_number: codeText('El número de licencia', 50),
  license_expires_on: dateOnlySchema.nullish(),
  /** Write-only; null removes it. */
  pin: pinSchema.nullish(),
  badge_code: codeText('El código de gafete', 64),
  /** When left out on creation, the day the employee is added (Mexico City). */
  hire_date: dateOnlySchema.nullish(),
  rfc: personRfcSchema,
  curp: curpSchema,
  nss: nssSchema,
};

const nameSchema = textSchema('El nombre', 100).min(1, 'El nombre es obligatorio.');

/** `POST /api/v1/departments/{id}/employees`. */
export const createEmployeeInputSchema = z.strictObject({ name: nameSchema, ...employeeFields });
export type CreateEmployeeInput = z.input<typeof createEmployeeInputSchema>;

/** `PUT /api/v1/departments/{id}/employees/{employeeId}`: only the fields sent change; `department_id` moves the employee within the company. */
export const updateEmployeeInputSchema = z.strictObject({
  name: nameSchema.optional(),
  department_id: z
    .number({ error: 'El departamento debe ser un identificador numérico.' })
    .int('El departamento debe ser un identificador entero.')
    .positive('El departamento debe ser un identificador positivo.')
    .max(2_147_483_647, 'El identificador es demasiado grande.')
    .optional(),
  ...employeeFields,
});
export type UpdateEmployeeInput = z.input<typeof updateEmployeeInputSchema>;
