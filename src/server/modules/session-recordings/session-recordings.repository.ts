import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionRecordingsTable } from './session-recordings.tables';

type Db = Kysely<Database>;
export type RecordingRow = Selectable<SessionRecordingsTable>;

/*
 * Recordings belong to the person recorded; the only reader is the super admin (platform-wide), so
 * these queries take no tenant scope: the service admits a reader only with the global
 * permission, and a writer only to their own recordings (by user id).
 */

export function findOwnRecording(db: Db, userId: number, sessionKey: string) {
  return db.selectFrom('session_recordings').selectAll().where('user_id', '=', userId).where('session_key', '=', sessionKey).executeTakeFirst();
}

export function personOf(db: Db, userId: number) {
  return db.selectFrom('users').select(['name', 'surname', 'lastname', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
}

export async function insertRecording(db: Db, values: Omit<RecordingRow, 'id' | 'chunk_count' | 'event_count' | 'bytes' | 'created_at'>): Promise<RecordingRow> {
  // A concurrent first chunk of the same recording created it meanwhile: take that one.
  await db.insertInto('session_recordings').values(values).onConflict((oc) => oc.columns(['user_id', 'session_key']).doNothing()).execute();
  return (await findOwnRecording(db, values.user_id, values.session_key))!;
}

/** Adds a chunk unless its number was stored already (a retried send): answers whether it was new. */
export async function insertChunk(db: Db, recordingId: number, seq: number, events: string): Promise<boolean> {
  const inserted = await db
    .insertInto('session_recording_chunks')
    .values({ recording_id: recordingId, seq, events })
    .onConflict((oc) => oc.columns(['recording_id', 'seq']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function addToRecording(db: Db, id: number, added: { events: number; bytes: number; lastEventAt: string; expiresAt: string }) {
  await db
    .updateTable('session_recordings')
    .set((eb) => ({
      chunk_count: eb('chunk_count', '+', 1),
      event_count: eb('event_count', '+', added.events),
      bytes: eb('bytes', '+', added.bytes),
      last_event_at: added.lastEventAt,
      expires_at: added.expiresAt,
    }))
    .where('id', '=', id)
    .execute();
}

export interface RecordingFilter {
  q?: string;
  companyId?: number;
  from?: string;
  to?: string;
}

function filtered(db: Db, filter: RecordingFilter) {
  let query = db.selectFrom('session_recordings').leftJoin('companies', 'companies.id', 'session_recordings.company_id');
  if (filter.q) {
    const like = `%${filter.q.toLowerCase()}%`;
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['session_recordings.user_name']), 'like', like), eb(eb.fn('lower', ['session_recordings.user_email']), 'like', like)]));
  }
  if (filter.companyId !== undefined) query = query.where('session_recordings.company_id', '=', filter.companyId);
  if (filter.from) query = query.where('session_recordings.started_at', '>=', filter.from);
  if (filter.to) query = query.where('session_recordings.started_at', '<', filter.to);
  return query;
}

export async function pageOfRecordings(db: Db, filter: RecordingFilter, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    filtered(db, filter)
      .selectAll('session_recordings')
      .select('companies.name as company_name')
      .orderBy('session_recordings.started_at', 'desc')
      .orderBy('session_recordings.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export function findRecording(db: Db, id: number) {
  return db
    .selectFrom('session_recordings')
    .leftJoin('companies', 'companies.id', 'session_recordings.company_id')
    .selectAll('session_recordings')
    .select('companies.name as company_name')
    .where('session_recordings.id', '=', id)
    .executeTakeFirst();
}

export function chunksOf(db: Db, recordingId: number) {
  return db.selectFrom('session_recording_chunks').select('events').where('recording_id', '=', recordingId).orderBy('seq').execute();
}

/** Drops expired recordings (their chunks go with them); answers how many. */
export async function deleteExpired(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('session_recordings').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
