/**
 * Bulk import of employees: multipart `POST /api/v1/companies/{id}/employees-bulk` with the file
 * in the field `file` (CSV or XLSX, first sheet, first row = headers). Headers are matched without
 * case, accents or spaces; each column accepts its Spanish names and the API field name. Rows are
 * numbered as the spreadsheet shows them (the header is row 1). A row updates the employee of the
 * company with the same employee number or e-mail, otherwise it creates one: uploading the same
 * file twice changes nothing. The batch it becomes, and the limits of every upload, are in
 * `imports.ts`.
 */
export const EMPLOYEE_IMPORT_COLUMNS = [
  { field: 'employee_number', headers: ['numero de empleado', 'numero empleado', 'no. empleado', 'no empleado', 'num empleado', 'numero'], required: false, help: 'Número de empleado (o correo): la clave para actualizar en otra carga.' },
  { field: 'name', headers: ['nombre', 'nombres', 'nombre(s)'], required: true, help: 'Nombre(s).' },
  { field: 'surname', headers: ['apellido paterno', 'primer apellido', 'apellido'], required: false, help: 'Apellido paterno.' },
  { field: 'lastname', headers: ['apellido materno', 'segundo apellido'], required: false, help: 'Apellido materno.' },
  { field: 'email', headers: ['correo', 'correo electronico', 'email', 'e-mail'], required: false, help: 'Correo electrónico (o número de empleado).' },
  { field: 'phone', headers: ['telefono', 'celular', 'tel'], required: false, help: 'Teléfono.' },
  { field: 'position', headers: ['puesto', 'cargo'], required: false, help: 'Puesto.' },
  { field: 'department', headers: ['departamento', 'area', 'depto'], required: true, help: 'Slug o nombre de un departamento existente de la empresa.' },
  { field: 'is_driver', headers: ['chofer', 'conductor', 'es chofer', 'operador'], required: false, help: 'sí/no (también 1/0, x, true/false). Vacío: no.' },
  { field: 'license_number', headers: ['licencia', 'numero de licencia', 'no. licencia'], required: false, help: 'Número de licencia de conducir.' },
  { field: 'license_expires_on', headers: ['vencimiento de licencia', 'vigencia de licencia', 'vencimiento licencia', 'vigencia licencia', 'vencimiento'], required: false, help: 'AAAA-MM-DD o DD/MM/AAAA.' },
  { field: 'pin', headers: ['nip', 'pin', 'nip de asistencia'], required: false, help: 'NIP de asistencia, 4 a 8 dígitos (se guarda cifrado).' },
  { field: 'badge_code', headers: ['gafete', 'codigo de gafete', 'credencial'], required: false, help: 'Código del gafete, único en la empresa.' },
  { field: 'hire_date', headers: ['fecha de ingreso', 'ingreso', 'fecha de alta', 'alta'], required: false, help: 'AAAA-MM-DD o DD/MM/AAAA. Vacío en un alta: hoy. No hay faltas antes de esta fecha.' },
  { field: 'rfc', headers: ['rfc'], required: false, help: 'RFC de persona física, 13 caracteres.' },
  { field: 'curp', headers: ['curp'], required: false, help: 'CURP, 18 caracteres.' },
  { field: 'nss', headers: ['nss', 'numero de seguridad social', 'imss'], required: false, help: 'Número de Seguridad Social (IMSS), 11 dígitos.' },
] as const;

export type EmployeeImportField = (typeof EMPLOYEE_IMPORT_COLUMNS)[number]['field'];

/**
 * The made-up row of the downloadable template (`GET /api/v1/import-templates/employees`): valid
 * as it stands, so a file started from the template imports on the first try once its department
 * exists. The RFC, CURP and NSS carry their real check digits.
 */
export const EMPLOYEE_IMPORT_EXAMPLE: Readonly<Record<EmployeeImportField, string>> = {
  employee_number: 'E-0001',
  name: 'María Fernanda',
  surname: 'González',
  lastname: 'Pérez',
  email: 'maria.gonzalez@ejemplo.mx',
  phone: '2291234567',
  position: 'Operadora de grúa',
  department: 'operaciones',
  is_driver: 'no',
  license_number: '',
  license_expires_on: '',
  pin: '',
  badge_code: 'G-0001',
  hire_date: '2026-12-01',
  rfc: 'GODE561231GR8',
  curp: 'BOXW310820HNERXN09',
  nss: '12345678903',
};
