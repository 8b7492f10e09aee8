import type { Vacancy, VacancyModality, VacancyStatus, EmploymentType } from '../../../shared/contracts/jobs-vacancies';
import type { JobPostingSource } from '../../../shared/job-posting';
import { searchTextOf } from '../../lib/search-text';
import type { Db } from '../../db/schema';
import * as repository from './vacancies.repository';

/** The longest search text a vacancy keeps: its term rows carry it whole (vacancy_search_terms.search_text). */
const SEARCH_TEXT_MAX = 400;

/**
 * What the search reads of a vacancy: title, category, place, then the description — cut at a
 * word boundary so that the stored text and its term rows hold the same words.
 */
export function vacancySearchText(fields: { title: string; category: string; state: string | null; municipality: string | null; description: string }): string {
  const text = searchTextOf(fields.title, fields.category, fields.municipality, fields.state, fields.description);
  if (text.length <= SEARCH_TEXT_MAX) return text;
  const cut = text.slice(0, SEARCH_TEXT_MAX + 1);
  return cut.slice(0, cut.lastIndexOf(' ')).trim();
}

export function toVacancy(row: repository.NamedVacancyRow, skills: { id: number; name: string }[]): Vacancy {
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    title: row.title,
    job_category: { id: row.job_category_id, name: row.job_category_name },
    description: row.description,
    requirements: row.requirements,
    soft_skills: skills,
    state: { id: row.state_id, name: row.state_name ?? '' },
    municipality: row.municipality_id === null ? null : { id: row.municipality_id, name: row.municipality_name ?? '' },
    modality: row.modality as VacancyModality,
    schedule: row.schedule,
    employment_type: row.employment_type as EmploymentType,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    has_salary: row.salary_min !== null || row.salary_max !== null,
    benefits: row.benefits,
    openings: row.openings,
    closes_on: row.closes_on,
    status: row.status as VacancyStatus,
    rejection_reason: row.rejection_reason,
    published_at: row.published_at,
    closed_at: row.closed_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Rows → contract objects, their soft skills read in one query. */
export async function toVacancies(db: Db, rows: repository.NamedVacancyRow[]): Promise<Vacancy[]> {
  const skills = await repository.softSkillsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toVacancy(row, skills.get(row.id) ?? []));
}

export async function vacanciesByIds(db: Db, ids: readonly number[]): Promise<Vacancy[]> {
  return toVacancies(db, await repository.byIds(db, ids));
}

export function jobPostingSource(vacancy: Vacancy): JobPostingSource {
  return {
    id: vacancy.id,
    title: vacancy.title,
    description: vacancy.description,
    requirements: vacancy.requirements,
    company_name: vacancy.company_name,
    state_name: vacancy.state.name,
    municipality_name: vacancy.municipality?.name ?? null,
    modality: vacancy.modality,
    employment_type: vacancy.employment_type,
    salary_min: vacancy.salary_min,
    salary_max: vacancy.salary_max,
    openings: vacancy.openings,
    closes_on: vacancy.closes_on,
    published_at: vacancy.published_at,
    created_at: vacancy.created_at,
  };
}
