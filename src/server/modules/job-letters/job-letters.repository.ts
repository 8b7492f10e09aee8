import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { JobLettersTable } from './job-letters.tables';

type Db = Kysely<Database> | Transaction<Database>;

export type JobLetterRow = Selectable<JobLettersTable> & {
  company_name: string;
  requester_name: string;
  requester_surname: string | null;
  requester_lastname: string | null;
};
export type JobLetterValues = Omit<Insertable<JobLettersTable>, 'id' | 'created_at' | 'updated_at'>;

function letterQuery(db: Db) {
  return db
    .selectFrom('job_letters as l')
    .innerJoin('companies', 'companies.id', 'l.company_id')
    .innerJoin('users as requester', 'requester.id', 'l.user_id')
    .selectAll('l')
    .select(['companies.name as company_name', 'requester.name as requester_name', 'requester.surname as requester_surname', 'requester.lastname as requester_lastname']);
}

/** A letter by id within the scope (whether the caller may see it is the service's question). */
export function findJobLetter(db: Db, scope: TenantScope, id: number): Promise<JobLetterRow | undefined> {
  return letterQuery(db).where('l.id', '=', id).where(inScope(scope, 'l.company_id')).executeTakeFirst();
}

export interface JobLetterFilter {
  /** One company's letters (the admin's list). */
  companyId?: number | undefined;
  /** One person's letters. */
  userId?: number | undefined;
  status?: string | undefined;
}

/** A page of letters in the scope, newest first (ranges of (company_id, [status,] id) or (user_id, company_id, id)). */
export async function pageOfJobLetters(db: Db, scope: TenantScope, filter: JobLetterFilter, limit: number, offset: number): Promise<{ rows: JobLetterRow[]; total: number }> {
  let rows = letterQuery(db).where(inScope(scope, 'l.company_id'));
  let count = db.selectFrom('job_letters as l').where(inScope(scope, 'l.company_id'));
  if (filter.companyId !== undefined) {
    rows = rows.where('l.company_id', '=', filter.companyId);
    count = count.where('l.company_id', '=', filter.companyId);
  }
  if (filter.userId !== undefined) {
    rows = rows.where('l.user_id', '=', filter.userId);
    count = count.where('l.user_id', '=', filter.userId);
  }
  if (filter.status !== undefined) {
    rows = rows.where('l.status', '=', filter.status);
    count = count.where('l.status', '=', filter.status);
  }
  const [page, total] = await Promise.all([
    rows.orderBy('l.id', 'desc').limit(limit).offset(offset).execute(),
    count.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.total) };
}

/** Requests of this person in this company still waiting on the admin (requested or drafted). */
export async function countOpen(db: Db, scope: TenantScope, companyId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('job_letters')
    .where(inScope(scope, 'company_id'))
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .where('status', 'in', ['requested', 'drafted'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertJobLetter(db: Db, values: JobLetterValues, at: string): Promise<number> {
  const row = await db
    .insertInto('job_letters')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a letter only while it is still in one of `fromStatuses`: two admins deciding at once,
 * or the employee cancelling while the admin drafts — the second finds nothing to change.
 */
export async function updateJobLetter(db: Db, id: number, values: Updateable<JobLettersTable>, at: string, fromStatuses: readonly string[]): Promise<boolean> {
  const result = await db
    .updateTable('job_letters')
    .set({ ...values, updated_at: at })
    .where('id', '=', id)
    .where('status', 'in', [...fromStatuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The issued or revoked letter a verification token's hash names (public: the hash is the capability). */
export function findByVerificationHash(db: Db, hash: string): Promise<JobLetterRow | undefined> {
  return letterQuery(db).where('l.verification_token_hash', '=', hash).where('l.status', 'in', ['issued', 'revoked']).executeTakeFirst();
}

/** The caller's employee record in a company, with its department's name: what a request copies. */
export function employeeRecordOf(db: Db, scope: TenantScope, companyId: number, userId: number) {
  return db
    .selectFrom('employees')
    .innerJoin('departments', 'departments.id', 'employees.department_id')
    .where(inScope(scope, 'employees.company_id'))
    .where('employees.company_id', '=', companyId)
    .where('employees.user_id', '=', userId)
    .select(['employees.id', 'employees.name', 'employees.surname', 'employees.lastname', 'employees.position', 'employees.hire_date', 'employees.created_at', 'departments.name as department'])
    .orderBy('employees.id')
    .executeTakeFirst();
}

/** What the letter's head prints of its company. */
export function letterheadOf(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('companies')
    .where(inScope(scope, 'companies.id'))
    .where('companies.id', '=', companyId)
    .select(['name', 'legal_name', 'rfc', 'address', 'phone', 'email', 'website'])
    .executeTakeFirst();
}

/** The requester's name and address for the notice's e-mail (none once the account is closed). */
export function contactOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['email', 'name', 'surname']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}
