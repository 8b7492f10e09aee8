import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';

/** Queries of the clock's PIN proofs and of its rejected-punch notices. */

type Db = Kysely<Database> | Transaction<Database>;

/** The company's employees that have a PIN, with its stored hash (which holds the sealed offline material). */
export function pinHashesOfCompany(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('employees')
    .select(['employees.id', 'employees.pin_hash'])
    .where('employees.company_id', '=', companyId)
    .where(inScope(scope, 'employees.company_id'))
    .where('employees.pin_hash', 'is not', null)
    .orderBy('employees.id')
    .execute();
}

/** Names of some of a company's employees, by id or by badge. */
export function employeeNamesIn(db: Db, scope: TenantScope, companyId: number, ids: number[], badges: string[]) {
  if (ids.length === 0 && badges.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('employees')
    .select(['employees.id', 'employees.name', 'employees.surname', 'employees.lastname', 'employees.badge_code'])
    .where('employees.company_id', '=', companyId)
    .where(inScope(scope, 'employees.company_id'))
    .where((eb) => eb.or([...(ids.length ? [eb('employees.id', 'in', ids)] : []), ...(badges.length ? [eb('employees.badge_code', 'in', badges)] : [])]))
    .execute();
}
