import { z } from 'zod';
import { pageOf, pageQuerySchema, tooLong } from './common';

/**
 * Session recording (spec §1): rrweb events sent to our own server in chunks. Write-only for the
 * people recorded; only the super admin reads recordings back, in the player.
 */

/** Largest chunk the ingest takes (the client flushes well before: every 10 s or 400 KB). */
export const RECORDING_CHUNK_MAX_BYTES = 512 * 1024;
/** A recording stops growing here (the client then stops recording until the next segment). */
export const RECORDING_MAX_BYTES = 20 * 1024 * 1024;
export const RECORDING_MAX_EVENTS_PER_CHUNK = 5000;

/** One rrweb event: its type and timestamp are checked; the rest is the recorder's own. */
const recordedEventSchema = z.looseObject({ type: z.number().int().min(0).max(10), timestamp: z.number().positive() });

/** `POST /api/v1/session-recordings/chunks`: the next chunk of a recording. */
export const recordingChunkInputSchema = z.strictObject({
  session_key: z
    .string({ error: 'La grabación no tiene un identificador válido.' })
    .max(36, tooLong('La grabación no tiene un identificador válido.'))
    .pipe(z.uuid({ error: 'La grabación no tiene un identificador válido.' })),
  /** The company selected while recording; null for a user of no company. */
  company_id: z.number().int().positive().nullable(),
  /** 0, 1, 2… per recording; a repeated number is ignored (a retried send). */
  seq: z.number().int().min(0).max(100_000),
  url: z.string().max(500).optional(),
  events: z.array(recordedEventSchema).min(1, 'La porción no trae eventos.').max(RECORDING_MAX_EVENTS_PER_CHUNK, 'La porción trae demasiados eventos.'),
});
export type RecordingChunkInput = z.input<typeof recordingChunkInputSchema>;

export const sessionRecordingSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  first_url: z.string().nullable(),
  started_at: z.string(),
  last_event_at: z.string(),
  event_count: z.number().int(),
  bytes: z.number().int(),
  expires_at: z.string(),
});
export type SessionRecording = z.infer<typeof sessionRecordingSchema>;

/** `GET /api/v1/session-recordings?page&q&company_id&date`: newest first; `q` matches name or e-mail. */
export const sessionRecordingsQuerySchema = z.object({
  page: pageQuerySchema,
  q: z.string().trim().max(100).optional(),
  company_id: z.coerce.number().int().positive().optional(),
  date: z
    .string()
    .max(10, tooLong('La fecha debe tener el formato AAAA-MM-DD.'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.')
    .optional(),
});
export const sessionRecordingPageSchema = pageOf(sessionRecordingSchema);
export type SessionRecordingPage = z.infer<typeof sessionRecordingPageSchema>;

/** `GET /api/v1/session-recordings/{id}`: the recording and its events in order, for the player. */
export const sessionRecordingDetailSchema = sessionRecordingSchema.extend({ events: z.array(z.looseObject({ type: z.number(), timestamp: z.number() })) });
export type SessionRecordingDetail = z.infer<typeof sessionRecordingDetailSchema>;
