import type { Transaction } from 'kysely';
import { searchTextOf, termRowsOf } from '../lib/search-text';
import type { PinHasher } from '../modules/employees/employees.pin';
import type { Database } from '../db/schema';

/**
 * The directory of the demo tenants: company profiles (RFC, sector, state and municipality by
 * INEGI key), a few more departments, the org chart and a handful of employees per company
 * (drivers included). empleado@horizonte.demo.mx is employee HOR-0001 of `ventas` with PIN 4321.
 * Departments added here come after the original ones, so those keep their ids.
 */

const PROFILES: Record<number, { legal_name: string; rfc: string; business_sector_id: number; state_id: number; municipality_id: number; address: string; phone: string; email: string; website: string; landing_text: string; verified: boolean; authorized: boolean }> = {
  1: {
    legal_name: 'Logística Portuaria del Pacífico, S.A. de C.V.',
    rfc: 'LPP150312AB1',
    business_sector_id: 4,
    state_id: 6,
    municipality_id: 6007,
    address: 'Av. Teniente Azueta 25, Col. Burócrata, 28250 Manzanillo, Col.',
    phone: '+52 314 555 0101',
    email: 'contacto@logistica.demo.mx',
    website: 'https://logistica.demo.mx',
    landing_text: 'Operamos patios y maniobras de contenedores en el puerto de Manzanillo, las 24 horas.',
    verified: true,
    authorized: true,
  },
  2: {
    legal_name: 'Autotransportes Parabus, S.A. de C.V.',
    rfc: 'APA980615K27',
    business_sector_id: 2,
    state_id: 14,
    municipality_id: 14039,
    address: 'Calz. Lázaro Cárdenas 3200, Col. Chapalita, 44500 Guadalajara, Jal.',
    phone: '+52 33 5555 0202',
    email: 'contacto@parabus.demo.mx',
    website: 'https://parabus.demo.mx',
    landing_text: 'Rutas de personal y viajes turísticos por el occidente de México.',
    verified: true,
    authorized: true,
  },
  3: {
    legal_name: 'Comercializadora Horizonte, S. de R.L. de C.V.',
    rfc: 'CHO101120QW3',
    business_sector_id: 10,
    state_id: 19,
    municipality_id: 19039,
    address: 'Av. Constitución 1500 Ote., Centro, 64000 Monterrey, N.L.',
    phone: '+52 81 5555 0303',
    email: 'contacto@horizonte.demo.mx',
    website: 'https://horizonte.demo.mx',
    landing_text: 'Distribuimos abarrotes y artículos para el hogar en el noreste del país. ¡Únete a nuestro equipo!',
    verified: false,
    authorized: true,
  },
  4: {
    legal_name: 'Empresa Ajena, S.C.',
    rfc: 'EAJ200229HX0',
    business_sector_id: 16,
    state_id: 9,
    municipality_id: 9015,
    address: 'Calle Río Lerma 100, Col. Cuauhtémoc, 06500 Ciudad de México',
    phone: '+52 55 5555 0404',
    email: 'contacto@ajena.demo.mx',
    website: 'https://ajena.demo.mx',
    landing_text: 'Servicios profesionales de contabilidad.',
    verified: false,
    authorized: false,
  },
};

const EXTRA_DEPARTMENTS: [companyId: number, slug: string, name: string][] = [
  [2, 'operaciones', 'Operaciones'],
  [2, 'choferes', 'Choferes'],
  [4, 'administracion', 'Administración'],
];

/** Department trees: [companyId, slug, parent slug]. */
const PARENTS: [number, string, string][] = [
  [1, 'patio', 'operaciones'],
  [1, 'soporte-tecnico', 'operaciones'],
  [2, 'choferes', 'operaciones'],
  [3, 'almacen', 'ventas'],
];

interface DemoEmployee {
  company: number;
  department: string;
  number: string;
  name: string;
  surname: string;
  lastname: string;
  position: string;
  email?: string;
  /** Links the employee to this demo account. */
  account?: string;
  driver?: [license: string, expires: string];
  pin?: string;
  badge?: string;
  manages?: boolean;
}

const EMPLOYEES: DemoEmployee[] = [
  { company: 1, department: 'soporte-tecnico', number: 'LPP-0001', name: 'Lucía', surname: 'Pérez', lastname: 'Gómez', position: 'Analista de soporte', account: 'soporte@logistica.demo.mx', badge: 'LPP-B-0001', manages: true },
  { company: 1, department: 'operaciones', number: 'LPP-0002', name: 'Jorge', surname: 'Hernández', lastname: 'Ruiz', position: 'Jefe de operaciones', account: 'operador@logistica.demo.mx', badge: 'LPP-B-0002', manages: true },
  { company: 1, department: 'patio', number: 'LPP-0003', name: 'Mariana', surname: 'López', lastname: 'Castro', position: 'Supervisora de patio', account: 'supervisor@logistica.demo.mx', badge: 'LPP-B-0003', manages: true },
  { company: 1, department: 'patio', number: 'LPP-0004', name: 'Raúl', surname: 'Núñez', lastname: 'Vega', position: 'Receptor de contenedores', account: 'receptor@logistica.demo.mx', badge: 'LPP-B-0004' },
  { company: 1, department: 'patio', number: 'LPP-0005', name: 'Ernesto', surname: 'Díaz', lastname: 'Luna', position: 'Operador de grúa', account: 'grua@logistica.demo.mx', badge: 'LPP-B-0005' },
  { company: 1, department: 'operaciones', number: 'LPP-0006', name: 'José', surname: 'Ramírez', lastname: 'Torres', position: 'Chofer de tractocamión', email: 'jose.ramirez@logistica.demo.mx', driver: ['COL-E-884512', '2027-08-31'], badge: 'LPP-B-0006' },
  { company: 1, department: 'operaciones', number: 'LPP-0007', name: 'Alejandro', surname: 'Castillo', lastname: 'Mendoza', position: 'Chofer de tractocamión', driver: ['COL-E-901233', '2026-12-15'], badge: 'LPP-B-0007' },
  { company: 2, department: 'operaciones', number: 'PAR-0001', name: 'Carmen', surname: 'Delgado', lastname: 'Ríos', position: 'Coordinadora de rutas', email: 'carmen.delgado@parabus.demo.mx', manages: true },
  { company: 2, department: 'choferes', number: 'PAR-0002', name: 'Fernando', surname: 'Gutiérrez', lastname: 'Rojas', position: 'Operador de autobús', account: 'chofer@parabus.demo.mx', driver: ['JAL-D-553201', '2028-03-31'], manages: true },
  { company: 2, department: 'choferes', number: 'PAR-0003', name: 'Rosa María', surname: 'Jiménez', lastname: 'Silva', position: 'Operadora de autobús', driver: ['JAL-D-553377', '2027-01-20'] },
  { company: 2, department: 'choferes', number: 'PAR-0004', name: 'Luis Alberto', surname: 'Morales', lastname: 'Ortiz', position: 'Operador de autobús', driver: ['JAL-D-554012', '2026-06-30'] },
  { company: 3, department: 'ventas', number: 'HOR-0001', name: 'Miguel', surname: 'Flores', lastname: 'Aguilar', position: 'Ejecutivo de ventas', account: 'empleado@horizonte.demo.mx', pin: '4321', badge: 'HOR-B-0001' },
  { company: 3, department: 'ventas', number: 'HOR-0002', name: 'Adriana', surname: 'Vázquez', lastname: 'Herrera', position: 'Gerente de ventas', email: 'adriana.vazquez@horizonte.demo.mx', pin: '1357', badge: 'HOR-B-0002', manages: true },
  { company: 3, department: 'almacen', number: 'HOR-0003', name: 'Héctor', surname: 'Romero', lastname: 'Medina', position: 'Jefe de almacén', pin: '2468', badge: 'HOR-B-0003', manages: true },
  { company: 3, department: 'almacen', number: 'HOR-0004', name: 'Guadalupe', surname: 'Ruiz', lastname: 'Navarro', position: 'Auxiliar de almacén', badge: 'HOR-B-0004' },
  { company: 3, department: 'almacen', number: 'HOR-0005', name: 'Tomás', surname: 'Aguirre', lastname: 'Salazar', position: 'Chofer repartidor', driver: ['NL-C-339120', '2027-05-10'], badge: 'HOR-B-0005' },
  { company: 4, department: 'administracion', number: 'AJ-0001', name: 'Beatriz', surname: 'Campos', lastname: 'León', position: 'Contadora', manages: true },
  { company: 4, department: 'administracion', number: 'AJ-0002', name: 'Ricardo', surname: 'Peña', lastname: 'Cortés', position: 'Chofer', driver: ['CDMX-A-112233', '2027-09-30'] },
];

/** Runs inside the demo transaction, after companies, departments and users exist. */
export async function seedDirectoryDemo(trx: Transaction<Database>, pins: PinHasher | null): Promise<void> {
  const now = new Date().toISOString();
  for (const [id, profile] of Object.entries(PROFILES)) {
    const { verified, authorized, ...columns } = profile;
    const company = await trx.selectFrom('companies').select('name').where('id', '=', Number(id)).executeTakeFirstOrThrow();
    await trx
      .updateTable('companies')
      .set({
        ...columns,
        verified_at: verified ? now : null,
        authorized_at: authorized ? now : null,
        search_text: searchTextOf(company.name, columns.legal_name, columns.rfc),
      })
      .where('id', '=', Number(id))
      .execute();
  }
  for (const [company_id, slug, name] of EXTRA_DEPARTMENTS) {
    await trx.insertInto('departments').values({ company_id, slug, name, search_text: searchTextOf(name, slug) }).execute();
  }
  const departments = await trx.selectFrom('departments').select(['id', 'company_id', 'slug', 'name']).execute();
  const departmentId = (company: number, slug: string) => departments.find((d) => d.company_id === company && d.slug === slug)!.id;
  for (const department of departments) {
    await trx.updateTable('departments').set({ search_text: searchTextOf(department.name, department.slug) }).where('id', '=', department.id).execute();
  }
  for (const [company, slug, parent] of PARENTS) {
    await trx.updateTable('departments').set({ parent_id: departmentId(company, parent) }).where('id', '=', departmentId(company, slug)).execute();
  }
  const accounts = new Map((await trx.selectFrom('users').select(['id', 'email']).execute()).map((user) => [user.email, user.id]));
  for (const employee of EMPLOYEES) {
    const email = employee.email ?? employee.account ?? null;
    const values = {
      company_id: employee.company,
      department_id: departmentId(employee.company, employee.department),
      user_id: employee.account ? (accounts.get(employee.account) ?? null) : null,
      name: employee.name,
      surname: employee.surname,
      lastname: employee.lastname,
      email,
      phone: null,
      position: employee.position,
      employee_number: employee.number,
      is_driver: employee.driver ? 1 : 0,
      license_number: employee.driver?.[0] ?? null,
      license_expires_on: employee.driver?.[1] ?? null,
      pin_hash: employee.pin && pins ? await pins.hash(employee.pin) : null,
      badge_code: employee.badge ?? null,
      search_text: searchTextOf(employee.surname, employee.lastname, employee.name, employee.number, employee.badge, email, employee.position),
      created_at: now,
      updated_at: now,
    };
    const { id } = await trx.insertInto('employees').values(values).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('employee_search_terms')
      .values(termRowsOf(values.search_text).map((row) => ({ ...row, company_id: employee.company, employee_id: id })))
      .execute();
    if (employee.manages) {
      await trx.updateTable('departments').set({ manager_employee_id: id }).where('id', '=', values.department_id).execute();
    }
  }
}
