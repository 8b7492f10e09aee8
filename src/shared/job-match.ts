/**
 * How well a candidate fits a vacancy, and how complete a candidate's profile is (issue 15).
 * Plain functions of plain data, shared so that the pipeline board can explain a score.
 *
 * Match score, 0..100, three parts:
 * - category (40): the vacancy's job category is one the candidate looks for;
 * - location (30): same municipality 30, same state 20, otherwise 0 — and a remote vacancy gives
 *   the full 30 to everyone (where the candidate lives does not matter);
 * - soft skills (30): 30 × (the vacancy's soft skills the candidate has) / (the vacancy's soft
 *   skills), rounded; a vacancy that asks for none gives the full 30.
 * A candidate without a profile scores by what the vacancy allows (a remote vacancy without skills
 * still gives 60).
 */
export interface MatchVacancy {
  job_category_id: number;
  state_id: number;
  municipality_id: number | null;
  modality: 'on_site' | 'remote' | 'hybrid';
  soft_skill_ids: readonly number[];
}

export interface MatchCandidate {
  job_category_ids: readonly number[];
  state_id: number | null;
  municipality_id: number | null;
  soft_skill_ids: readonly number[];
}

export const MATCH_WEIGHTS = { category: 40, location: 30, soft_skills: 30 } as const;

export function matchScore(vacancy: MatchVacancy, candidate: MatchCandidate) {
  const category = candidate.job_category_ids.includes(vacancy.job_category_id) ? MATCH_WEIGHTS.category : 0;
  let location = 0;
  if (vacancy.modality === 'remote') location = MATCH_WEIGHTS.location;
  else if (vacancy.municipality_id !== null && candidate.municipality_id === vacancy.municipality_id) location = MATCH_WEIGHTS.location;
  else if (candidate.state_id === vacancy.state_id) location = 20;
  const wanted = new Set(vacancy.soft_skill_ids);
  const held = candidate.soft_skill_ids.filter((id) => wanted.has(id)).length;
  const soft_skills = wanted.size === 0 ? MATCH_WEIGHTS.soft_skills : Math.round((MATCH_WEIGHTS.soft_skills * held) / wanted.size);
  return { total: category + location + soft_skills, category, location, soft_skills };
}

export interface CompletenessInput {
  headline: string | null;
  summary: string | null;
  phone: string | null;
  state_id: number | null;
  job_category_ids: readonly unknown[];
  cv_type: string | null;
  soft_skill_count: number;
  experience_count: number;
  education_count: number;
  course_count: number;
}

/**
 * The completeness meter: each part weighs what a recruiter looks at first (experience and
 * education most). Courses are a bonus part like the others; the sum is 100.
 */
const COMPLETENESS_PARTS: readonly [string, number, (input: CompletenessInput) => boolean][] = [
  ['Titular', 10, (input) => Boolean(input.headline)],
  ['Resumen', 10, (input) => Boolean(input.summary)],
  ['Teléfono', 5, (input) => Boolean(input.phone)],
  ['Ubicación', 10, (input) => input.state_id !== null],
  ['Categorías de interés', 10, (input) => input.job_category_ids.length > 0],
  ['Habilidades blandas', 10, (input) => input.soft_skill_count > 0],
  ['Experiencia', 20, (input) => input.experience_count > 0],
  ['Escolaridad', 15, (input) => input.education_count > 0],
  ['Cursos', 5, (input) => input.course_count > 0],
  ['Tipo de CV', 5, (input) => input.cv_type !== null],
];

export function profileCompleteness(input: CompletenessInput): { completeness: number; missing: string[] } {
  let completeness = 0;
  const missing: string[] = [];
  for (const [label, weight, done] of COMPLETENESS_PARTS) {
    if (done(input)) completeness += weight;
    else missing.push(label);
  }
  return { completeness, missing };
}
