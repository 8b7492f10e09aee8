import { type ApplicationStatus } from '../../shared/contracts/jobs-applications';
import { NO_SALARY_LABEL, type Vacancy, type VacancyStatus } from '../../shared/contracts/jobs-vacancies';

/**
 * What both sides of the job board show the same way (the company's vacancies and the candidate's
 * search): the salary line and the status colours. Pure, so that both features and their tests
 * read one definition.
 */

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });

/**
 * A vacancy's salary as people read it on job boards: "$12,000 – $15,000 al mes", "Desde $12,000
 * al mes", "Hasta $15,000 al mes", or the marked "Sin salario publicado" (the issue: a vacancy
 * without one is marked, never left blank).
 */
export function salaryLabel(vacancy: Pick<Vacancy, 'salary_min' | 'salary_max'>): string {
  const { salary_min: min, salary_max: max } = vacancy;
  if (min === null && max === null) return NO_SALARY_LABEL;
  if (min !== null && max !== null) return min === max ? `${pesos.format(min)} al mes` : `${pesos.format(min)} – ${pesos.format(max)} al mes`;
  if (min !== null) return `Desde ${pesos.format(min)} al mes`;
  return `Hasta ${pesos.format(max ?? 0)} al mes`;
}

/** Mantine colours of a vacancy's status badge (orange and yellow take the body text: badge-colors.ts). */
export const VACANCY_STATUS_COLORS: Record<VacancyStatus, string> = {
  draft: 'gray',
  in_review: 'yellow',
  published: 'teal',
  paused: 'orange',
  closed: 'dark',
  rejected: 'red',
};

/** Mantine colours of an application's stage (the candidate's list and the company's board). */
export const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  received: 'blue',
  reviewed: 'indigo',
  interview: 'violet',
  offer: 'yellow',
  hired: 'teal',
  rejected: 'red',
  withdrawn: 'gray',
};
