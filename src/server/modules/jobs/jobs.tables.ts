import type { Generated } from 'kysely';

/* The job board's tables (migration 2026_12_01_1000_job_board). */

export interface JobCategoriesTable {
  id: number;
  slug: string;
  name: string;
}

export interface SoftSkillsTable {
  id: number;
  slug: string;
  name: string;
}

export interface VacanciesTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  job_category_id: number;
  description: string;
  requirements: string;
  /** INEGI state id (catalogues). */
  state_id: number;
  /** INEGI municipality id (cvegeo as a number), within state_id. */
  municipality_id: number | null;
  modality: string;
  schedule: string;
  employment_type: string;
  /** Monthly gross MXN; both null: "sin salario" (shown as such). */
  salary_min: number | null;
  salary_max: number | null;
  benefits: string;
  openings: number;
  /** Last Mexico City day it takes applications (YYYY-MM-DD). */
  closes_on: string;
  status: string;
  rejection_reason: string | null;
  /** Title, category, place and description, normalized (lib/search-text). */
  search_text: string;
  published_at: string | null;
  closed_at: string | null;
  created_by: number | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface VacancySoftSkillsTable {
  vacancy_id: number;
  soft_skill_id: number;
}

export interface VacancyStatusEventsTable {
  id: Generated<number>;
  vacancy_id: number;
  from_status: string | null;
  to_status: string;
  reason: string | null;
  by_user_id: number | null;
  at: string;
}

/**
 * Rows of PUBLISHED vacancies only: the public search's index. Each carries the vacancy's filter
 * and order columns (copied when it is published), so a word's range filters, orders and counts
 * facets from the index alone (migration 2026_12_03_1000_vacancy_search_filters).
 */
export interface VacancySearchTermsTable {
  vacancy_id: number;
  term: string;
  search_text: string;
  published_at: string;
  job_category_id: number;
  state_id: number;
  municipality_id: number | null;
  modality: string;
  salary_min: number | null;
  salary_max: number | null;
}

export interface JobApplicationsTable {
  id: Generated<number>;
  company_id: number;
  vacancy_id: number;
  user_id: number;
  status: string;
  cover_letter: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

export interface JobApplicationEventsTable {
  id: Generated<number>;
  application_id: number;
  from_status: string | null;
  to_status: string;
  note: string | null;
  by_user_id: number | null;
  at: string;
}

export interface VacancyBookmarksTable {
  user_id: number;
  vacancy_id: number;
  created_at: Generated<string>;
}

export interface CandidateProfilesTable {
  user_id: number;
  headline: string | null;
  summary: string | null;
  phone: string | null;
  state_id: number | null;
  municipality_id: number | null;
  /** JSON text: [job category id, …]. */
  job_category_ids: Generated<string>;
  cv_type: string | null;
  cv_document_id: number | null;
  /** JSON text: ProfileExperience[]. */
  experience: Generated<string>;
  /** JSON text: ProfileEducation[]. */
  education: Generated<string>;
  updated_at: Generated<string>;
}

export interface CandidateSoftSkillsTable {
  user_id: number;
  soft_skill_id: number;
}

export interface ProfessionalCoursesTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  institution: string;
  completed_on: string | null;
  hours: number | null;
  created_at: Generated<string>;
}

/** The candidate's uploaded CV (one per person; the PDF under storage/candidate-cvs). */
export interface CandidateCvFilesTable {
  user_id: number;
  stored_name: string;
  original_name: string;
  size: number;
  uploaded_at: Generated<string>;
}
