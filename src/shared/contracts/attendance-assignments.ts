import { z } from 'zod';
import { idSchema } from './common';
import { isoDateSchema } from './attendance-time';
import { shiftSchema } from './attendance-shifts';
import { scheduleSchema } from './attendance-schedules';

/** Which shift an employee or a department works, and the signed-in employee's own shifts. */

const assignmentFields = {
  id: z.number().int(),
  company_id: z.number().int(),
  shift_id: z.number().int(),
  shift: z.object({ id: z.number().int(), name: z.string(), start_time: z.string(), end_time: z.string(), days: z.array(z.number().int()), color: z.string().nullable() }),
  valid_from: z.string(),
  /** null: open-ended. */
  valid_to: z.string().nullable(),
  created_at: z.string(),
};

export const employeeShiftSchema = z.object({
  ...assignmentFields,
  employee_id: z.number().int(),
  employee: z.object({ id: z.number().int(), full_name: z.string(), department_id: z.number().int() }),
});
export type EmployeeShift = z.infer<typeof employeeShiftSchema>;

export const departmentShiftSchema = z.object({
  ...assignmentFields,
  department_id: z.number().int(),
  department: z.object({ id: z.number().int(), name: z.string() }),
});
export type DepartmentShift = z.infer<typeof departmentShiftSchema>;

const validityFields = {
  shift_id: idSchema,
  valid_from: isoDateSchema('La fecha de inicio'),
  valid_to: isoDateSchema('La fecha de fin').nullish(),
};

function checkValidity(value: { valid_from?: string; valid_to?: string | null }, ctx: z.RefinementCtx) {
  if (value.valid_from && value.valid_to && value.valid_to < value.valid_from) {
    ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'La fecha de fin no puede ser anterior a la de inicio.' });
  }
}

/** `POST /attendance-api/v1/employee-shifts`. An employee's own assignment replaces their department's. */
export const addEmployeeShiftInputSchema = z.strictObject({ employee_id: idSchema, ...validityFields }).superRefine(checkValidity);
export type AddEmployeeShiftInput = z.input<typeof addEmployeeShiftInputSchema>;
/** `POST /attendance-api/v1/department-shifts`. */
export const addDepartmentShiftInputSchema = z.strictObject({ department_id: idSchema, ...validityFields }).superRefine(checkValidity);
export type AddDepartmentShiftInput = z.input<typeof addDepartmentShiftInputSchema>;

export const employeeShiftListSchema = z.array(employeeShiftSchema);
export const departmentShiftListSchema = z.array(departmentShiftSchema);

/** `GET /attendance-api/v1/me/shifts`: the signed-in user's shifts in each company they work for. */
export const myShiftsSchema = z.array(
  z.object({
    employee_id: z.number().int(),
    company_id: z.number().int(),
    company_name: z.string(),
    department_name: z.string(),
    shifts: z.array(
      z.object({
        /** employee: assigned to them; department: through their department (used when they have none of their own). */
        source: z.enum(['employee', 'department']),
        valid_from: z.string(),
        valid_to: z.string().nullable(),
        shift: shiftSchema,
      }),
    ),
    non_working: z.array(scheduleSchema),
  }),
);
export type MyShifts = z.infer<typeof myShiftsSchema>;
