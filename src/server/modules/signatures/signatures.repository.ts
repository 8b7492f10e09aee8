import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { SignedDocumentEventsTable, SignedDocumentSignersTable, SignedDocumentsTable } from './signatures.tables';

type Db = Kysely<Database> | Transaction<Database>;

export type SignedDocumentRow = Selectable<SignedDocumentsTable>;
export type SignerRow = Selectable<SignedDocumentSignersTable>;
export type EventRow = Selectable<SignedDocumentEventsTable>;

/** The caller's identity for matching signers: invitations are by e-mail. */
export interface Participant {
  userId: number;
  email: string;
}

export function insertUserSignature(db: Db, values: { user_id: number; kind: string; typed_name: string | null; font: string | null; image_base64: string }) {
  return db.insertInto('user_signatures').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Only the owner's own signature: another user's id is not found. */
export function findOwnUserSignature(db: Db, userId: number, id: number) {
  return db.selectFrom('user_signatures').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export function latestUserSignature(db: Db, userId: number) {
  return db.selectFrom('user_signatures').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function insertDocument(db: Db, values: Insertable<SignedDocumentsTable>) {
  return db.insertInto('signed_documents').values(values).returning('id').executeTakeFirstOrThrow();
}

export async function insertSigners(db: Db, rows: Insertable<SignedDocumentSignersTable>[]) {
  await db.insertInto('signed_document_signers').values(rows).execute();
}

export async function insertEvent(db: Db, values: Insertable<SignedDocumentEventsTable>) {
  await db.insertInto('signed_document_events').values(values).execute();
}

/**
 * A document the participant may see: they uploaded it or are one of its signers. Everyone
 * else gets nothing — the caller answers 404, as if it did not exist.
 */
export function findDocumentOfParticipant(db: Db, participant: Participant, id: number) {
  return db
    .selectFrom('signed_documents as d')
    .selectAll('d')
    .where('d.id', '=', id)
    .where((eb) =>
      eb.or([
        eb('d.owner_user_id', '=', participant.userId),
        eb.exists(eb.selectFrom('signed_document_signers as s').select('s.id').whereRef('s.document_id', '=', 'd.id').where('s.email', '=', participant.email)),
      ]),
    )
    .executeTakeFirst();
}

/**
 * A page of the participant's documents (uploaded by them or with them among the signers), newest
 * first. `your_turn`: their row is the first pending one; `pending`/`completed`: the document's state.
 */
export async function pageOfParticipantDocuments(db: Db, participant: Participant, filter: 'your_turn' | 'pending' | 'completed' | undefined, limit: number, offset: number) {
  const base = () => {
    let query = db.selectFrom('signed_documents as d').where((eb) =>
      eb.or([
        eb('d.owner_user_id', '=', participant.userId),
        eb.exists(eb.selectFrom('signed_document_signers as s').select('s.id').whereRef('s.document_id', '=', 'd.id').where('s.email', '=', participant.email)),
      ]),
    );
    if (filter === 'pending' || filter === 'completed') query = query.where('d.status', '=', filter);
    if (filter === 'your_turn') {
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('signed_document_signers as mine')
            .select('mine.id')
            .whereRef('mine.document_id', '=', 'd.id')
            .where('mine.email', '=', participant.email)
            .where('mine.status', '=', 'pending')
            .where((inner) =>
              inner.not(
                inner.exists(
                  inner.selectFrom('signed_document_signers as earlier').select('earlier.id').whereRef('earlier.document_id', '=', 'd.id').where('earlier.status', '=', 'pending').whereRef('earlier.position', '<', 'mine.position'),
                ),
              ),
            ),
        ),
      );
    }
    return query;
  };
  const [rows, total] = await Promise.all([
    base().selectAll('d').orderBy('d.id', 'desc').limit(limit).offset(offset).execute(),
    base().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.total) };
}

/** The signers of several documents at once (a list page), in order. */
export function signersOfDocuments(db: Db, documentIds: readonly number[]) {
  if (documentIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('signed_document_signers').select(['document_id', 'position', 'email', 'status']).where('document_id', 'in', documentIds).orderBy('document_id').orderBy('position').execute();
}

/** Accounts behind invited e-mails (an invitation may go to someone without one: e-mail only). */
export async function userIdsByEmails(db: Db, emails: readonly string[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), 'in', emails)).where('deleted_at', 'is', null).execute();
  return rows.map((row) => row.id);
}

/** The public verification's lookups: by the printed code, or by a copy's exact SHA-256. */
export function findDocumentByCode(db: Db, code: string) {
  return db.selectFrom('signed_documents').selectAll().where('code', '=', code).executeTakeFirst();
}

/** Every version we issued: the prepared copy (first event) and each signed copy. */
export function documentVersionHashes(db: Db, documentId: number) {
  return db.selectFrom('signed_document_events').select('sha256').where('document_id', '=', documentId).where('action', 'in', ['prepared', 'signed']).execute();
}

export function signersOf(db: Db, documentId: number) {
  return db.selectFrom('signed_document_signers').selectAll().where('document_id', '=', documentId).orderBy('position').execute();
}

export function eventsOf(db: Db, documentId: number) {
  return db.selectFrom('signed_document_events').selectAll().where('document_id', '=', documentId).orderBy('id').execute();
}

/** Takes the document's row lock (PostgreSQL) so two signers cannot append at once. */
export function lockDocument(db: Transaction<Database>, id: number, postgres: boolean) {
  let query = db.selectFrom('signed_documents').selectAll().where('id', '=', id);
  if (postgres) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function markSigned(
  db: Db,
  signerId: number,
  values: Pick<SignerRow, 'user_id' | 'signer_name' | 'method' | 'certificate_subject' | 'certificate_serial' | 'sha256_after' | 'signed_at'>,
) {
  await db.updateTable('signed_document_signers').set({ ...values, status: 'signed' }).where('id', '=', signerId).where('status', '=', 'pending').execute();
}

export async function updateDocumentCopy(db: Db, id: number, values: { file_name: string; current_sha256: string; status: string; updated_at: string }) {
  await db.updateTable('signed_documents').set(values).where('id', '=', id).execute();
}

/** A user's e-mail and full name: certificates, invitations and the audit page are in their name. */
export async function identityOf(db: Db, userId: number): Promise<{ email: string; name: string }> {
  const row = await db.selectFrom('users').select(['email', 'name', 'surname', 'lastname']).where('id', '=', userId).executeTakeFirstOrThrow();
  return { email: row.email, name: [row.name, row.surname, row.lastname].filter(Boolean).join(' ') };
}
