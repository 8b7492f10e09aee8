import { z } from 'zod';

/**
 * The job board's reference lists (issue 15), public, seeded by migration 2026_12_01_1000:
 * `GET /api/v1/job-categories` and `GET /api/v1/soft-skills`. Ids are fixed (their position in
 * the seed). States and municipalities are the INEGI catalogue (`contracts/catalogues.ts`).
 */
export const jobCategorySchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type JobCategory = z.infer<typeof jobCategorySchema>;
export const jobCategoryListSchema = z.array(jobCategorySchema);

export const softSkillSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type SoftSkill = z.infer<typeof softSkillSchema>;
export const softSkillListSchema = z.array(softSkillSchema);
