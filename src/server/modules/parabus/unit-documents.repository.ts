import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';
import type { UnitDocumentsTable } from './parabus.tables';

type Db = Kysely<Database> | Transaction<Database>;

export type UnitDocumentValues = Omit<Insertable<UnitDocumentsTable>, 'id' | 'created_at' | 'updated_at'>;

const withUnit = (db: Db, scope: TenantScope) =>
  db
    .selectFrom('unit_documents')
    .innerJoin('units', 'units.id', 'unit_documents.unit_id')
    .selectAll('unit_documents')
    .select('units.number as unit_number')
    .where(inScope(scope, 'unit_documents.company_id'));

export type UnitDocumentRow = Awaited<ReturnType<ReturnType<typeof withUnit>['executeTakeFirstOrThrow']>>;

export function findDocument(db: Db, scope: TenantScope, id: number) {
  return withUnit(db, scope).where('unit_documents.id', '=', id).executeTakeFirst();
}

/** A unit's documents, those that expire first on top (no expiry last). */
export function documentsOfUnit(db: Db, scope: TenantScope, unitId: number) {
  return withUnit(db, scope)
    .where('unit_documents.unit_id', '=', unitId)
    .orderBy((eb) => eb.case().when('unit_documents.expires_on', 'is', null).then(1).else(0).end())
    .orderBy('unit_documents.expires_on')
    .orderBy('unit_documents.id')
    .execute();
}

/** The company's documents whose expiry date is on or before `until` (already expired included), soonest first. */
export function documentsExpiringBy(db: Db, scope: TenantScope, companyId: number, until: string) {
  return withUnit(db, scope)
    .where('unit_documents.company_id', '=', companyId)
    .where('unit_documents.expires_on', 'is not', null)
    .where('unit_documents.expires_on', '<=', until)
    .orderBy('unit_documents.expires_on')
    .orderBy('units.number')
    .orderBy('unit_documents.id')
    .execute();
}

export async function insertDocument(db: Db, values: UnitDocumentValues, now: string): Promise<number> {
  const row = await db
    .insertInto('unit_documents')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDocument(db: Db, id: number, values: Updateable<UnitDocumentsTable>, now: string) {
  await db
    .updateTable('unit_documents')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function removeDocument(db: Db, id: number) {
  await db.deleteFrom('unit_documents').where('id', '=', id).execute();
}

/**
 * Every tenant's documents expiring on or before `until` (the notices job, run by the platform
 * for all companies: the caller passes systemScope on purpose).
 */
export function documentsDueForNotice(db: Db, scope: TenantScope, until: string) {
  return withUnit(db, scope).where('unit_documents.expires_on', 'is not', null).where('unit_documents.expires_on', '<=', until).execute();
}

/** Marks the notice as sent for this expiry date; false when another run already did. */
export async function claimNotice(db: Db, id: number, column: 'expiring_notice_for' | 'expired_notice_for', expiresOn: string): Promise<boolean> {
  const result = await db
    .updateTable('unit_documents')
    .set({ [column]: expiresOn })
    .where('id', '=', id)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '!=', expiresOn)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
