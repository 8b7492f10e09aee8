import type { Kysely } from 'kysely';
import { businessDayRange } from '../../../shared/business-time';
import {
  RECORDING_MAX_BYTES,
  type RecordingChunkInput,
  type SessionRecording,
  type SessionRecordingDetail,
  type SessionRecordingPage,
} from '../../../shared/contracts/session-recordings';
import type { Database } from '../../db/schema';
import { AppError, invalid, notFound, tooManyRequests } from '../../errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { pageFrom } from '../../lib/search-text';
import { type Principal, assertCanGlobally } from '../../principal';
import * as repository from './session-recordings.repository';

export type SessionRecordingsService = ReturnType<typeof createSessionRecordingsService>;

/** Chunks per user per minute: the client sends one every 10 s, more only when a page is busy. */
const CHUNKS_PER_MINUTE = 30;
const PER_PAGE = 25;
const NOT_FOUND = 'No encontramos esa grabación.';

/**
 * Session recording (spec §1): the recorder in the browser sends rrweb events in numbered chunks;
 * this stores them with the person (id, name and e-mail as the server knows them, never as the
 * client claims) and the company selected, and keeps them `retentionDays` after the last chunk.
 * Writing is open to every signed-in user for their own session only, and capped: chunks per
 * minute, bytes per chunk (the route's body limit) and bytes per recording. Reading is the super
 * admin's alone.
 */
export function createSessionRecordingsService(deps: { db: Kysely<Database>; limiter: RateLimiter; retentionDays: number; now?: () => Date }) {
  const { db, limiter, retentionDays } = deps;
  const now = deps.now ?? (() => new Date());
  const expiry = () => new Date(now().getTime() + retentionDays * 86_400_000).toISOString();

  const toRecording = (row: repository.RecordingRow & { company_name: string | null }): SessionRecording => ({
    id: row.id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_email: row.user_email,
    company_id: row.company_id,
    company_name: row.company_name,
    first_url: row.first_url,
    started_at: row.started_at,
    last_event_at: row.last_event_at,
    event_count: Number(row.event_count),
    bytes: Number(row.bytes),
    expires_at: row.expires_at,
  });

  return {
    async ingest(principal: Principal, input: RecordingChunkInput, bytes: number): Promise<void> {
      if (input.company_id !== null && !principal.companyIds.includes(input.company_id)) throw notFound('No encontramos esa empresa.');
      const { count, resetInSeconds } = await limiter.hit(`recording:${principal.userId}`, 60);
      if (count > CHUNKS_PER_MINUTE) throw tooManyRequests(resetInSeconds);

      const timestamps = input.events.map((event) => event.timestamp);
      const firstAt = new Date(Math.min(...timestamps)).toISOString();
      const lastAt = new Date(Math.max(...timestamps)).toISOString();
      let recording = await repository.findOwnRecording(db, principal.userId, input.session_key);
      if (!recording) {
        const person = await repository.personOf(db, principal.userId);
        recording = await repository.insertRecording(db, {
          session_key: input.session_key,
          user_id: principal.userId,
          company_id: input.company_id,
          user_name: [person.name, person.surname, person.lastname].filter(Boolean).join(' '),
          user_email: person.email,
          first_url: input.url?.slice(0, 500) ?? null,
          started_at: firstAt,
          last_event_at: lastAt,
          expires_at: expiry(),
        });
      }
      // A company switch starts a new recording on the client; one key never spans two companies.
      if (recording.company_id !== input.company_id) throw invalid('validation_failed', 'Esta grabación es de otra empresa; empieza una nueva.');
      if (Number(recording.bytes) + bytes > RECORDING_MAX_BYTES) {
        throw new AppError('payload_too_large', 'La grabación llegó a su tamaño máximo; empieza una nueva.', 413);
      }
      const events = JSON.stringify(input.events);
      if (await repository.insertChunk(db, recording.id, input.seq, events)) {
        await repository.addToRecording(db, recording.id, { events: input.events.length, bytes, lastEventAt: lastAt > recording.last_event_at ? lastAt : recording.last_event_at, expiresAt: expiry() });
      }
    },

    async list(principal: Principal, query: { page: number; q?: string; company_id?: number; date?: string }): Promise<SessionRecordingPage> {
      assertCanGlobally(principal, 'session-recordings.read');
      const range = query.date ? businessDayRange(query.date) : undefined;
      const { rows, total } = await repository.pageOfRecordings(db, { q: query.q || undefined, companyId: query.company_id, from: range?.from, to: range?.to }, PER_PAGE, (query.page - 1) * PER_PAGE);
      return pageFrom(rows.map(toRecording), total, query.page, PER_PAGE);
    },

    async get(principal: Principal, id: number): Promise<SessionRecordingDetail> {
      assertCanGlobally(principal, 'session-recordings.read');
      const row = await repository.findRecording(db, id);
      if (!row) throw notFound(NOT_FOUND);
      const chunks = await repository.chunksOf(db, id);
      const events = chunks.flatMap((chunk) => JSON.parse(chunk.events) as SessionRecordingDetail['events']);
      return { ...toRecording(row), events };
    },

    /** Drops recordings past their retention (the sweeper calls it). */
    purgeExpired(): Promise<number> {
      return repository.deleteExpired(db, now().toISOString());
    },
  };
}
