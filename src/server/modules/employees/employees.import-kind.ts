import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_EXAMPLE, type EmployeeImportField } from '../../../shared/contracts/employee-import';
import { createEmployeeInputSchema, dateOnlySchema } from '../../../shared/contracts/employees';
import { normalizeForSearch } from '../../../shared/contracts/search';
import { RowProblem, UnreadableFileError } from '../imports/imports.errors';
import { mapColumns } from '../imports/imports.reader';
import { defineImportKind } from '../imports/imports.registry';
import type { DepartmentPlace, DepartmentsService } from '../departments/departments.service';
import type { EmployeeImportRow, EmployeesService } from './employees.service';

/**
 * Which column holds each field (see mapColumns); besides the required ones, a file needs the
 * employee number or the e-mail to tell who each row is.
 */
export function mapEmployeeHeaders(headers: string[]): Map<EmployeeImportField, number> {
  const columns = mapColumns(EMPLOYEE_IMPORT_COLUMNS, headers);
  if (!columns.has('employee_number') && !columns.has('email')) {
    throw new UnreadableFileError('El archivo necesita la columna «número de empleado» o la columna «correo» para identificar a cada empleado.');
  }
  return columns;
}

const TRUE_WORDS = new Set(['si', 's', 'x', '1', 'true', 'verdadero', 'yes', 'y']);
const FALSE_WORDS = new Set(['no', 'n', '0', 'false', 'falso', '']);

/** "31/12/2027" or "2027-12-31" (or what Excel gives for a date cell) → "2027-12-31". */
function isoDateOf(value: string): string {
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return value;
}


/**
 * A row of the file as an employee, or the reason it is not one. Columns absent from the file
 * are left undefined (the employee keeps those fields); blank cells clear them, except the PIN.
 */
export function rowToEmployee(
  cells: string[],
  columns: Map<EmployeeImportField, number>,
  departmentOf: (value: string) => DepartmentPlace | undefined,
): Omit<EmployeeImportRow, 'row'> {
  const cell = (field: EmployeeImportField): string | undefined => {
    const index = columns.get(field);
    return index === undefined ? undefined : (cells[index] ?? '').trim();
  };
  const departmentCell = cell('department') ?? '';
  if (!departmentCell) throw new RowProblem('Falta el departamento.');
  const department = departmentOf(departmentCell);
  if (!department) throw new RowProblem(`El departamento «${departmentCell}» no existe en esta empresa.`);

  const driverCell = cell('is_driver');
  let isDriver: boolean | undefined;
  if (driverCell !== undefined) {
    const word = normalizeForSearch(driverCell);
    if (TRUE_WORDS.has(word)) isDriver = true;
    else if (FALSE_WORDS.has(word)) isDriver = false;
    else throw new RowProblem(`«${driverCell}» no es un valor de chofer válido: usa sí o no.`);
  }
  const blankToNull = (value: string | undefined) => (value === undefined ? undefined : value || null);
  const expires = blankToNull(cell('license_expires_on'));
  if (expires && !dateOnlySchema.safeParse(isoDateOf(expires)).success) {
    throw new RowProblem(`La fecha de vencimiento de licencia «${expires}» no es válida: usa AAAA-MM-DD o DD/MM/AAAA.`);
  }
  const hired = blankToNull(cell('hire_date'));
  if (hired && !dateOnlySchema.safeParse(isoDateOf(hired)).success) {
    throw new RowProblem(`La fecha de ingreso «${hired}» no es válida: usa AAAA-MM-DD o DD/MM/AAAA.`);
  }
  const candidate = {
    name: cell('name') ?? '',
    surname: blankToNull(cell('surname')),
    lastname: blankToNull(cell('lastname')),
    email: blankToNull(cell('email')),
    phone: blankToNull(cell('phone')),
    position: blankToNull(cell('position')),
    employee_number: blankToNull(cell('employee_number')),
    is_driver: isDriver,
    license_number: blankToNull(cell('license_number')),
    license_expires_on: expires ? isoDateOf(expires) : expires,
    pin: cell('pin') || undefined,
    badge_code: blankToNull(cell('badge_code')),
    hire_date: hired ? isoDateOf(hired) : hired,
    rfc: blankToNull(cell('rfc')),
    curp: blankToNull(cell('curp')),
    nss: blankToNull(cell('nss')),
  };
  const parsed = createEmployeeInputSchema.safeParse(candidate);
  if (!parsed.success) throw new RowProblem(parsed.error.issues[0]?.message ?? 'La fila no es válida.');
  if (!parsed.data.employee_number && !parsed.data.email) {
    throw new RowProblem('La fila necesita número de empleado o correo para identificar al empleado.');
  }
  const { user_id: _user, ...fields } = parsed.data;
  const row: Omit<EmployeeImportRow, 'row'> = { ...fields, department_id: department.id };
  // The schema turns absent into undefined and blank into null; keep absent columns absent.
  for (const [field, key] of [
    ['surname', 'surname'],
    ['lastname', 'lastname'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['position', 'position'],
    ['employee_number', 'employee_number'],
    ['license_number', 'license_number'],
    ['license_expires_on', 'license_expires_on'],
    ['badge_code', 'badge_code'],
    ['hire_date', 'hire_date'],
    ['rfc', 'rfc'],
    ['curp', 'curp'],
    ['nss', 'nss'],
  ] as const) {
    if (!columns.has(field)) delete row[key];
  }
  return row;
}

/**
 * `POST /companies/{id}/employees-bulk`: a row updates the company's employee with the same number
 * or e-mail, otherwise creates one (employees.import-chunk.ts); the department is named by slug
 * or name.
 */
export function employeeImportKind({ departments, employees }: { departments: DepartmentsService; employees: EmployeesService }) {
  return defineImportKind({
    kind: 'employees',
    noun: 'empleados',
    manage: 'employees.manage',
    read: 'employees.manage',
    columns: EMPLOYEE_IMPORT_COLUMNS,
    example: EMPLOYEE_IMPORT_EXAMPLE,
    mapHeaders: mapEmployeeHeaders,
    async prepare({ scope, companyId, columns }) {
      const places = await departments.placesOfCompany(scope, companyId);
      const bySlug = new Map(places.map((place) => [place.slug, place]));
      const byName = new Map(places.map((place) => [normalizeForSearch(place.name), place]));
      const departmentOf = (value: string) => bySlug.get(value.toLowerCase()) ?? byName.get(normalizeForSearch(value));
      return { scope, companyId, columns, departmentOf };
    },
    toRow: (context, { cells }) => rowToEmployee(cells, context.columns, context.departmentOf),
    async applyChunk(context, rows, commit) {
      await employees.applyImportChunk(context.scope, context.companyId, rows, commit);
    },
  });
}
