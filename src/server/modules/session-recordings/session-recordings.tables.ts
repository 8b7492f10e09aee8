import type { Generated } from 'kysely';

export interface SessionRecordingsTable {
  id: Generated<number>;
  /** The client's id for the recording (a UUID), unique per user. */
  session_key: string;
  user_id: number;
  company_id: number | null;
  /** Who, as the server knew them when the recording began (spec §1: id, name and e-mail). */
  user_name: string;
  user_email: string;
  first_url: string | null;
  started_at: string;
  last_event_at: string;
  chunk_count: Generated<number>;
  event_count: Generated<number>;
  bytes: Generated<number>;
  expires_at: string;
  created_at: Generated<string>;
}

export interface SessionRecordingChunksTable {
  id: Generated<number>;
  recording_id: number;
  seq: number;
  /** JSON array of rrweb events. */
  events: string;
  created_at: Generated<string>;
}
