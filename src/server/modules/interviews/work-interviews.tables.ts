import type { Generated } from 'kysely';

/* Work interviews' tables (migration 2026_12_04_1200_work_interviews; read its comment). */

export interface VacancyQuestionsTable {
  id: Generated<number>;
  company_id: number;
  vacancy_id: number;
  text: string;
  /** JSON array of the points a good answer covers (text). */
  expected_points: string;
  time_limit_seconds: number;
  weight: number;
  position: number;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface WorkInterviewsTable {
  id: Generated<number>;
  company_id: number;
  vacancy_id: number;
  application_id: number;
  candidate_user_id: number;
  /** sent | in_progress | completed | expired | cancelled */
  status: string;
  question_count: number;
  /** 'voice' | 'typed', set when the candidate starts. */
  answer_mode: string | null;
  expires_at: string;
  identity_confirmed_at: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/** The questions drawn for one interview, copied so later edits of the bank change nothing sent. */
export interface WorkInterviewQuestionsTable {
  work_interview_id: number;
  /** 1-based order in which the candidate answers. */
  position: number;
  question_id: number | null;
  text: string;
  expected_points: string;
  time_limit_seconds: number;
  weight: number;
}

export interface WorkInterviewAnswersTable {
  work_interview_id: number;
  position: number;
  answer_mode: string;
  /** The transcript of a spoken answer, or the typed text. */
  transcript: string;
  audio_stored_name: string | null;
  audio_content_type: string | null;
  audio_size: number | null;
  audio_duration_ms: number | null;
  transcription_provider: string | null;
  /** JSON array of the indexes of the question's expected points the transcript covers. */
  covered_points: string;
  answered_at: string;
}

export interface WorkInterviewScoresTable {
  work_interview_id: number;
  position: number;
  evaluator_user_id: number;
  score: number;
  comment: string | null;
  scored_at: string;
}

export interface WorkInterviewEvaluationsTable {
  work_interview_id: number;
  evaluator_user_id: number;
  recommendation: string;
  summary: string | null;
  updated_at: string;
}
