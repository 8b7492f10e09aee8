import type { Kysely } from 'kysely';
import type { FieldErrors } from '../../../shared/errors';
import type { Database } from '../../db/schema';
import { invalid } from '../../errors';
import * as repository from './job-catalogues.repository';

export type JobCataloguesService = ReturnType<typeof createJobCataloguesService>;

/**
 * The job categories and soft skills (seeded by migration), and the checks every job-board write
 * makes against them and the INEGI catalogue: an unknown id is the caller's mistake (422 with the
 * field named), never a foreign-key 500.
 */
export function createJobCataloguesService({ db }: { db: Kysely<Database> }) {
  return {
    jobCategories: () => repository.jobCategories(db),
    softSkills: () => repository.softSkills(db),

    async check(input: { job_category_ids?: readonly number[] | undefined; soft_skill_ids?: readonly number[] | undefined; state_id?: number | null | undefined; municipality_id?: number | null | undefined }, field = { categories: 'job_category_id' }) {
      const errors: FieldErrors = {};
      if (input.job_category_ids?.length) {
        const known = await repository.existingCategoryIds(db, input.job_category_ids);
        if (input.job_category_ids.some((id) => !known.has(id))) errors[field.categories] = ['Esa categoría no existe.'];
      }
      if (input.soft_skill_ids?.length) {
        const known = await repository.existingSoftSkillIds(db, input.soft_skill_ids);
        if (input.soft_skill_ids.some((id) => !known.has(id))) errors.soft_skill_ids = ['Alguna de las habilidades blandas no existe.'];
      }
      if (input.state_id != null && !(await repository.stateExists(db, input.state_id))) errors.state_id = ['Ese estado no existe.'];
      if (input.municipality_id != null) {
        const state = await repository.stateOfMunicipality(db, input.municipality_id);
        if (state === undefined) errors.municipality_id = ['Ese municipio no existe.'];
        else if (input.state_id == null || state !== input.state_id) errors.municipality_id = ['El municipio no pertenece al estado elegido.'];
      }
      if (Object.keys(errors).length) throw invalid('validation_failed', Object.values(errors)[0]![0]!, errors);
    },
  };
}
