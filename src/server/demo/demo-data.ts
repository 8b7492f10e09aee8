import { type Kysely, sql } from 'kysely';
import { ROLE_LABELS, ROLE_SLUGS, type RoleSlug, isGlobalRole } from '../../shared/roles';
import { hashPassword } from '../lib/passwords';
import type { Dialect } from '../db/database';
import { isUniqueViolation } from '../db/errors';
import type { Database } from '../db/schema';
import { createPinHasher } from '../modules/employees/employees.pin';
import { seedAttendanceDemo } from './attendance-demo';
import { seedComplaintsDemo } from './complaints-demo';
import { seedContainersDemo } from './containers-demo';
import { seedDirectoryDemo } from './directory-demo';
import { seedJobLettersDemo } from './job-letters-demo';
import { seedInterviewsDemo } from './interviews-demo';
import { seedJobsDemo } from './jobs-demo';
import { seedWorkInterviewsDemo } from './work-interviews-demo';
import { seedLogisticsDemo } from './logistics-demo';
import { seedParabusDemo } from './parabus-demo';
import { seedToursDemo } from './tours-demo';
import { seedPositioningDemo } from './positioning-demo';
import { seedRevisionOrdersDemo } from './revision-orders-demo';
import { seedServiceOrdersDemo } from './service-orders-demo';
import { seedSupportDemo } from './support-demo';
import { seedUnitDocumentsDemo } from './unit-documents-demo';
import { seedWalletDemo } from './wallet-demo';
import { seedBillingDemo } from './billing-demo';

/** The demo tenants of shared/demo-data.md. Every demo user's password: */
export const DEMO_PASSWORD = 'Demo2026!';

export const DEMO_COMPANIES = [
  { id: 1, name: 'Logística Portuaria del Pacífico', departments: ['operaciones', 'patio', 'soporte-tecnico'] },
  { id: 2, name: 'Autotransportes Parabus', departments: [] },
  { id: 3, name: 'Comercializadora Horizonte', departments: ['ventas', 'almacen'] },
  { id: 4, name: 'Empresa Ajena', departments: [] },
] as const;

const DEPARTMENT_NAMES: Record<string, string> = {
  operaciones: 'Operaciones',
  patio: 'Patio',
  'soporte-tecnico': 'Soporte técnico',
  ventas: 'Ventas',
  almacen: 'Almacén',
};

export interface DemoUser {
  email: string;
  name: string;
  surname: string;
  lastname: string;
  roles: RoleSlug[];
  /** Direct company memberships. */
  companies: number[];
  /** Department memberships as [companyId, slug]. */
  departments: [number, string][];
}

export const DEMO_USERS: DemoUser[] = [
  { email: 'super@demo.mx', name: 'Sofía', surname: 'Ramírez', lastname: 'Ortega', roles: ['super_admin'], companies: [1, 2, 3, 4], departments: [] },
  { email: 'admin@logistica.demo.mx', name: 'Arturo', surname: 'Méndez', lastname: 'Salas', roles: ['company_admin'], companies: [1], departments: [] },
  { email: 'soporte@logistica.demo.mx', name: 'Lucía', surname: 'Pérez', lastname: 'Gómez', roles: ['technical_support', 'employee'], companies: [], departments: [[1, 'soporte-tecnico']] },
  { email: 'operador@logistica.demo.mx', name: 'Jorge', surname: 'Hernández', lastname: 'Ruiz', roles: ['container_admin', 'employee'], companies: [], departments: [[1, 'operaciones']] },
  { email: 'supervisor@logistica.demo.mx', name: 'Mariana', surname: 'López', lastname: 'Castro', roles: ['container_supervisor', 'employee'], companies: [], departments: [[1, 'patio']] },
  { email: 'receptor@logistica.demo.mx', name: 'Raúl', surname: 'Núñez', lastname: 'Vega', roles: ['container_receiver', 'employee'], companies: [], departments: [[1, 'patio']] },
  { email: 'grua@logistica.demo.mx', name: 'Ernesto', surname: 'Díaz', lastname: 'Luna', roles: ['containers_crane_operator', 'employee'], companies: [], departments: [[1, 'patio']] },
  { email: 'transporte@parabus.demo.mx', name: 'Patricia', surname: 'Sánchez', lastname: 'Mora', roles: ['transport_company', 'company_admin'], companies: [2], departments: [] },
  // A bus driver (employee PAR-0002 with a licence; the directory demo links the two): drives
  // PB-01 on route R101 and today's tour, and sees them in «Mis viajes».
  { email: 'chofer@parabus.demo.mx', name: 'Fernando', surname: 'Gutiérrez', lastname: 'Rojas', roles: ['employee'], companies: [2], departments: [] },
  { email: 'admin@horizonte.demo.mx', name: 'Gabriela', surname: 'Torres', lastname: 'Ibarra', roles: ['company_admin'], companies: [3], departments: [] },
  { email: 'empleado@horizonte.demo.mx', name: 'Miguel', surname: 'Flores', lastname: 'Aguilar', roles: ['employee'], companies: [], departments: [[3, 'ventas']] },
  { email: 'candidato@demo.mx', name: 'Daniela', surname: 'Cruz', lastname: 'Reyes', roles: ['final_user'], companies: [], departments: [] },
  { email: 'admin@ajena.demo.mx', name: 'Óscar', surname: 'Vargas', lastname: 'Fuentes', roles: ['company_admin'], companies: [4], departments: [] },
];

/** Unread notices so the bell is not empty on first start: [e-mail, title, body, route, hours ago]. */
const DEMO_NOTIFICATIONS: [string, string, string, string | null, number][] = [
  ['admin@logistica.demo.mx', 'Bienvenido a Plataforma', 'Desde Notificaciones puedes enviar avisos a todo tu equipo.', '/notificaciones', 26],
  ['admin@logistica.demo.mx', 'Revisa tu perfil', 'Completa tus datos y sube una foto para que tu equipo te reconozca.', '/perfil', 3],
  ['operador@logistica.demo.mx', 'Cambio de turno', 'El lunes el turno matutino del patio empieza a las 6:00.', null, 5],
  ['operador@logistica.demo.mx', 'Revisa tu perfil', 'Completa tus datos y sube una foto para que tu equipo te reconozca.', '/perfil', 1],
];

/** Roles are reference data: present on every database, demo or not. */
export async function ensureRoles(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('roles')
    .values(ROLE_SLUGS.map((slug) => ({ slug, name: ROLE_LABELS[slug] })))
    .onConflict((oc) => oc.column('slug').doUpdateSet((eb) => ({ name: eb.ref('excluded.name') })))
    .execute();
}

/**
 * Loads the demo tenants on an empty database; answers false when there was data already (or
 * another process loaded it first). Ids of companies are fixed (the spec's fixed identifiers).
 */
export async function seedDemoData(db: Kysely<Database>, dialect: Dialect, options: { appKey?: string } = {}): Promise<boolean> {
  const existing = await db.selectFrom('companies').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // Hash before the transaction: ~60 ms each, run side by side on libuv's pool.
  const hashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  const verifiedAt = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await ensureRoles(trx);
      const roleIds = new Map((await trx.selectFrom('roles').select(['id', 'slug']).execute()).map((r) => [r.slug, r.id]));
      await trx.insertInto('companies').values(DEMO_COMPANIES.map(({ id, name }) => ({ id, name }))).execute();
      const departmentIds = new Map<string, number>();
      for (const company of DEMO_COMPANIES) {
        for (const slug of company.departments) {
          const { id } = await trx
            .insertInto('departments')
            .values({ company_id: company.id, slug, name: DEPARTMENT_NAMES[slug] ?? slug })
            .returning('id')
            .executeTakeFirstOrThrow();
          departmentIds.set(`${company.id}:${slug}`, id);
        }
      }
      for (const [index, user] of DEMO_USERS.entries()) {
        const { id } = await trx
          .insertInto('users')
          .values({
            name: user.name,
            surname: user.surname,
            lastname: user.lastname,
            email: user.email,
            password_hash: hashes[index]!,
            profile_photo_path: null,
            email_verified_at: verifiedAt,
            profile_verified_at: verifiedAt,
            deleted_at: null,
            deletion_reason: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Global roles once; every other role in each company the demo user belongs to.
        const userCompanies = [...new Set([...user.companies, ...user.departments.map(([companyId]) => companyId)])];
        const assignments = user.roles.flatMap((slug): { user_id: number; role_id: number; company_id: number | null }[] =>
          isGlobalRole(slug)
            ? [{ user_id: id, role_id: roleIds.get(slug)!, company_id: null }]
            : userCompanies.map((company_id) => ({ user_id: id, role_id: roleIds.get(slug)!, company_id })),
        );
        await trx.insertInto('role_assignments').values(assignments).execute();
        if (user.companies.length) {
          await trx.insertInto('company_users').values(user.companies.map((company_id) => ({ company_id, user_id: id }))).execute();
        }
        if (user.departments.length) {
          await trx
            .insertInto('department_users')
            .values(user.departments.map(([companyId, slug]) => ({ department_id: departmentIds.get(`${companyId}:${slug}`)!, user_id: id })))
            .execute();
        }
      }
      const userIds = new Map((await trx.selectFrom('users').select(['id', 'email']).execute()).map((u) => [u.email, u.id]));
      await trx
        .insertInto('notifications')
        .values(
          DEMO_NOTIFICATIONS.map(([email, title, body, route, hoursAgo]) => ({
            user_id: userIds.get(email)!,
            company_id: 1,
            title,
            body,
            route,
            read_at: null,
            created_at: new Date(Date.now() - hoursAgo * 3600_000).toISOString(),
          })),
        )
        .execute();
      // Attendance PINs are keyed by APP_KEY: without it the demo employees have none.
      await seedDirectoryDemo(trx, options.appKey ? createPinHasher(options.appKey) : null);
      await seedContainersDemo(trx);
      await seedAttendanceDemo(trx);
      // After the containers demo: orders and the waybill work on its containers.
      await seedLogisticsDemo(trx);
      // Company 2's buses, terminals and published routes (drivers come from the directory demo).
      await seedParabusDemo(trx);
      // Parabus tours and complaints: after the fleet (buses, routes) they read, if it is there.
      await seedToursDemo(trx);
      await seedComplaintsDemo(trx);
      // Last: tracker history along the routes and units the other seeders made (none: nothing).
      await seedPositioningDemo(trx);
      // After the demos that add company 2's buses (none yet: then it does nothing).
      await seedUnitDocumentsDemo(trx);
      // Company 1's support desk: after the directory, fleet and containers its tickets name.
      await seedSupportDemo(trx);
      // Its inspections of the same trucks and containers.
      await seedRevisionOrdersDemo(trx);
      // Its service orders, one made from a demo ticket and one signed.
      await seedServiceOrdersDemo(trx, options.appKey ?? null);
      // Horizonte's employee: a letter requested and one issued (after the directory's employees).
      await seedJobLettersDemo(trx, options.appKey ?? null);
      // The job board: companies 1 and 3's vacancies and the demo candidate's profile and applications.
      await seedJobsDemo(trx);
      // Live interviews of the demo candidate's applications (one video room open right away).
      await seedInterviewsDemo(trx);
      // Work interviews on one of the demo candidate's applications: a bank, one sent, one completed and scored.
      await seedWorkInterviewsDemo(trx);
      // Wallets of the candidate and Horizonte's employee, through the ledger's own operations.
      await seedWalletDemo(trx);
      // The candidate's fiscal data and one invoice request waiting to be stamped.
      await seedBillingDemo(trx);
      if (dialect === 'postgres') {
        // Explicit ids do not move a serial's sequence; without this the next company would collide.
        await sql`select setval(pg_get_serial_sequence('companies', 'id'), (select max(id) from companies))`.execute(trx);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false; // another process seeded at the same moment
    throw error;
  }
  return true;
}
