import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { type TenantScope, inScope } from '../../tenancy';

type Db = Kysely<Database> | Transaction<Database>;

export type FileTable = 'images' | 'documents';

export interface NewStoredFile {
  company_id: number;
  resource_type: string;
  resource_id: number;
  stored_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  uploaded_by: number | null;
}

const COMMON = ['id', 'company_id', 'resource_type', 'resource_id', 'stored_name', 'original_name', 'mime_type', 'size', 'created_at'] as const;
const IMAGE_COLUMNS = [...COMMON, 'comments', 'updated_at'] as const;

export async function insertImage(db: Db, row: NewStoredFile & { comments: string | null }, now: string) {
  return db
    .insertInto('images')
    .values({ ...row, created_at: now, updated_at: now })
    .returning(IMAGE_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function insertDocument(db: Db, row: NewStoredFile, now: string) {
  return db
    .insertInto('documents')
    .values({ ...row, created_at: now })
    .returning(COMMON)
    .executeTakeFirstOrThrow();
}

// Every finder takes the caller's TenantScope: a file of another company is not there.

/** One resource's images, oldest first (the order they were attached in). */
export function imagesOf(db: Db, scope: TenantScope, companyId: number, resourceType: string, resourceId: number) {
  return db
    .selectFrom('images')
    .select(IMAGE_COLUMNS)
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .orderBy('id')
    .execute();
}

export function documentsOf(db: Db, scope: TenantScope, companyId: number, resourceType: string, resourceId: number) {
  return db
    .selectFrom('documents')
    .select(COMMON)
    .where('company_id', '=', companyId)
    .where(inScope(scope, 'company_id'))
    .where('resource_type', '=', resourceType)
    .where('resource_id', '=', resourceId)
    .orderBy('id')
    .execute();
}

export function findImage(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('images').select(IMAGE_COLUMNS).where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

export function findDocument(db: Db, scope: TenantScope, id: number) {
  return db.selectFrom('documents').select(COMMON).where('id', '=', id).where(inScope(scope, 'company_id')).executeTakeFirst();
}

/** A public image by its stored name (company logos and banners only). */
export function findPublicImage(db: Db, storedName: string, publicTypes: readonly string[]) {
  return db
    .selectFrom('images')
    .select(['mime_type', 'stored_name'])
    .where('stored_name', '=', storedName)
    .where('resource_type', 'in', [...publicTypes])
    .executeTakeFirst();
}

export async function updateImageComments(db: Db, id: number, comments: string | null, now: string) {
  await db.updateTable('images').set({ comments, updated_at: now }).where('id', '=', id).execute();
}

export async function deleteRow(db: Db, table: FileTable, id: number): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
