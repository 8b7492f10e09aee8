import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { createVerificationTokens, tokenHashOf } from '../lib/verification-links';

/**
 * Horizonte's employee (empleado@horizonte.demo.mx, HOR-0001) has two employment letters: one
 * requested yesterday for a mortgage, with the salary, waiting on the admin; and one issued ten
 * days ago for a flat's rental, drafted and signed by Horizonte's admin — verifiable from its QR
 * code when the demo knows APP_KEY (without it the issued letter has no verification link).
 */
export async function seedJobLettersDemo(trx: Transaction<Database>, appKey: string | null, loadedAt = new Date()) {
  const people = await trx.selectFrom('users').select(['id', 'email', 'name', 'surname', 'lastname']).where('email', 'in', ['empleado@horizonte.demo.mx', 'admin@horizonte.demo.mx']).execute();
  const employeeUser = people.find((person) => person.email === 'empleado@horizonte.demo.mx');
  const admin = people.find((person) => person.email === 'admin@horizonte.demo.mx');
  if (!employeeUser || !admin) return;
  const employee = await trx
    .selectFrom('employees')
    .innerJoin('departments', 'departments.id', 'employees.department_id')
    .select(['employees.id', 'employees.company_id', 'employees.name', 'employees.surname', 'employees.lastname', 'employees.position', 'employees.hire_date', 'employees.created_at', 'departments.name as department'])
    .where('employees.user_id', '=', employeeUser.id)
    .where('employees.company_id', '=', 3)
    .executeTakeFirst();
  if (!employee) return;
  const daysAgo = (days: number) => new Date(loadedAt.getTime() - days * 86_400_000).toISOString();
  const base = {
    company_id: employee.company_id,
    user_id: employeeUser.id,
    employee_id: employee.id,
    employee_name: [employee.name, employee.surname, employee.lastname].filter(Boolean).join(' '),
    position: employee.position,
    department: employee.department,
    hire_date: employee.hire_date ?? new Date(employee.created_at).toISOString().slice(0, 10),
    additional_text: null,
    reason: null,
    rejected_at: null,
    cancelled_at: null,
    revoked_at: null,
  };
  await trx
    .insertInto('job_letters')
    .values({
      ...base,
      status: 'requested',
      purpose: 'un trámite de crédito hipotecario',
      addressee: null,
      include_salary: 1,
      salary_cents: null,
      signer_name: null,
      signer_title: null,
      drafted_by: null,
      drafted_at: null,
      decided_by: null,
      issued_at: null,
      verification_token_hash: null,
      created_at: daysAgo(1),
      updated_at: daysAgo(1),
    })
    .execute();
  const issuedAt = daysAgo(10);
  const { id } = await trx
    .insertInto('job_letters')
    .values({
      ...base,
      status: 'issued',
      purpose: 'el contrato de arrendamiento de un departamento',
      addressee: 'Inmobiliaria Los Arcos, S.A. de C.V.',
      include_salary: 0,
      salary_cents: null,
      signer_name: [admin.name, admin.surname, admin.lastname].filter(Boolean).join(' '),
      signer_title: 'Administradora general',
      drafted_by: admin.id,
      drafted_at: daysAgo(11),
      decided_by: admin.id,
      issued_at: issuedAt,
      verification_token_hash: null,
      created_at: daysAgo(12),
      updated_at: issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (appKey) {
    const tokenOf = createVerificationTokens(appKey, 'job-letter');
    await trx.updateTable('job_letters').set({ verification_token_hash: tokenHashOf(tokenOf(id, issuedAt)) }).where('id', '=', id).execute();
  }
}
