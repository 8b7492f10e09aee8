import type { Generated } from 'kysely';

/* Live interviews' tables (migration 2026_12_04_1000_interviews). */

export interface InterviewsTable {
  id: Generated<number>;
  company_id: number;
  vacancy_id: number;
  application_id: number;
  candidate_user_id: number;
  starts_at: string;
  duration_minutes: number;
  /** 'video' (the app's room) or 'in_person' (at `location`). */
  mode: string;
  location: string | null;
  /** What the company tells the candidate (what to bring, who asks for them). */
  notes: string | null;
  /** scheduled | confirmed | rejected | cancelled | completed */
  status: string;
  /** The candidate's reason for rejecting, or the company's for cancelling. */
  response_reason: string | null;
  responded_at: string | null;
  /** SHA-256 (hex) of the e-mail link's one-time token; null once used or when none was sent. */
  response_token_hash: string | null;
  /** The .ics SEQUENCE: raised on every change so calendars update the one event. */
  ics_sequence: Generated<number>;
  reminder_sent_at: string | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface InterviewInterviewersTable {
  interview_id: number;
  user_id: number;
}
