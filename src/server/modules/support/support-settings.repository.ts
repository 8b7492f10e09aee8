import { type TenantScope, inScope } from '../../tenancy';
import type { Db } from '../../db/schema';

export function policiesOf(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('support_sla_policies')
    .select(['priority', 'first_response_minutes', 'resolution_minutes'])
    .where(inScope(scope, 'company_id'))
    .where('company_id', '=', companyId)
    .execute();
}

export function calendarOf(db: Db, scope: TenantScope, companyId: number) {
  return db
    .selectFrom('support_business_calendars')
    .select(['weekly_hours', 'holidays'])
    .where(inScope(scope, 'company_id'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Replaces the company's policies and calendar whole (call inside a transaction). */
export async function replaceSettings(
  db: Db,
  companyId: number,
  policies: { priority: string; first_response_minutes: number; resolution_minutes: number }[],
  calendar: { weekly_hours: string; holidays: string },
  at: string,
) {
  await db.deleteFrom('support_sla_policies').where('company_id', '=', companyId).execute();
  await db
    .insertInto('support_sla_policies')
    .values(policies.map((policy) => ({ ...policy, company_id: companyId, updated_at: at })))
    .execute();
  await db
    .insertInto('support_business_calendars')
    .values({ company_id: companyId, ...calendar, updated_at: at })
    .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...calendar, updated_at: at }))
    .execute();
}
