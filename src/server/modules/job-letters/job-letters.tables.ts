import type { Generated } from 'kysely';

/* The table of employment letters (migration 2026_12_02_1000_job_letters). */

export interface JobLettersTable {
  id: Generated<number>;
  company_id: number;
  /** The requester's account. */
  user_id: number;
  /** Their employee record in the company when they asked (null once deleted). */
  employee_id: number | null;
  status: string;
  purpose: string;
  addressee: string | null;
  /** 0/1: the employee asked that the letter state their salary. */
  include_salary: number;
  /** The template's fields: copied from the employee record on request, edited in the draft. */
  employee_name: string;
  position: string | null;
  department: string | null;
  /** YYYY-MM-DD. */
  hire_date: string | null;
  /** Gross monthly salary in cents; only when asked for. */
  salary_cents: number | null;
  additional_text: string | null;
  signer_name: string | null;
  signer_title: string | null;
  /** Why it was rejected or revoked. */
  reason: string | null;
  drafted_by: number | null;
  drafted_at: string | null;
  /** Who issued, rejected or revoked it (the last decision). */
  decided_by: number | null;
  issued_at: string | null;
  rejected_at: string | null;
  cancelled_at: string | null;
  revoked_at: string | null;
  /** SHA-256 (hex) of the verification link's token; set on issue. */
  verification_token_hash: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}
