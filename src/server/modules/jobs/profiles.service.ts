import type { Kysely, Updateable } from 'kysely';
import type { CandidateProfile, CvType, ProfessionalCourse, ProfileEducation, ProfileExperience, UpdateProfileInput } from '../../../shared/contracts/jobs-profile';
import { type MatchCandidate, profileCompleteness } from '../../../shared/job-match';
import type { Database } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { type Principal, assertCanGlobally } from '../../principal';
import type { JobCataloguesService } from './job-catalogues.service';
import type { CandidateProfilesTable } from './jobs.tables';
import * as repository from './profiles.repository';

export type ProfilesService = ReturnType<typeof createProfilesService>;

/** JSON text columns are written only by this service; anything else in them is a bug. */
const listOf = <T>(text: string | undefined): T[] => (text ? (JSON.parse(text) as T[]) : []);

/** The completeness meter of a stored profile (or none yet) and the counts kept beside it. */
function completenessOf(profile: { headline: string | null; summary: string | null; phone: string | null; state_id: number | null; job_category_ids: string; cv_type: string | null; experience: string; education: string } | undefined, softSkillCount: number, courseCount: number) {
  return profileCompleteness({
    headline: profile?.headline ?? null,
    summary: profile?.summary ?? null,
    phone: profile?.phone ?? null,
    state_id: profile?.state_id ?? null,
    job_category_ids: listOf(profile?.job_category_ids),
    cv_type: profile?.cv_type ?? null,
    soft_skill_count: softSkillCount,
    experience_count: listOf(profile?.experience).length,
    education_count: listOf(profile?.education).length,
    course_count: courseCount,
  });
}

/**
 * The candidate's own profile (final_user): personal data, categories looked for, place, CV type,
 * soft skills, experience, education and courses, with the completeness meter. Also what the
 * applications module needs to score candidates (candidateFacts).
 */
export function createProfilesService(deps: { db: Kysely<Database>; catalogues: JobCataloguesService; now: () => Date }) {
  const { db, catalogues, now } = deps;

  async function view(userId: number): Promise<CandidateProfile> {
    const [user, profile, skills, courses] = await Promise.all([repository.userOf(db, userId), repository.findProfile(db, userId), repository.softSkillsNamed(db, userId), repository.coursesOf(db, userId)]);
    const categoryIds = listOf<number>(profile?.job_category_ids);
    const experience = listOf<ProfileExperience>(profile?.experience);
    const education = listOf<ProfileEducation>(profile?.education);
    const categories = await repository.categoriesNamed(db, categoryIds);
    const { completeness, missing } = completenessOf(profile, skills.length, courses.length);
    return {
      user_id: userId,
      name: [user.name, user.surname, user.lastname].filter(Boolean).join(' '),
      email: user.email,
      headline: profile?.headline ?? null,
      summary: profile?.summary ?? null,
      phone: profile?.phone ?? null,
      state: profile?.state_id ? { id: profile.state_id, name: profile.state_name ?? '' } : null,
      municipality: profile?.municipality_id ? { id: profile.municipality_id, name: profile.municipality_name ?? '' } : null,
      job_categories: categoryIds.map((id) => ({ id, name: categories.find((category) => category.id === id)?.name ?? '' })),
      cv_type: (profile?.cv_type as CvType | null) ?? null,
      soft_skills: skills,
      experience,
      education,
      courses: courses as ProfessionalCourse[],
      completeness,
      missing,
    };
  }

  const own = (principal: Principal) => {
    assertCanGlobally(principal, 'candidate-profile.manage');
    return principal.userId;
  };

  return {
    get: (principal: Principal) => view(own(principal)),

    /** Any candidate's profile, unguarded: for callers that checked access first (the CV of an applicant). */
    viewOf: (userId: number) => view(userId),

    async update(principal: Principal, input: UpdateProfileInput): Promise<CandidateProfile> {
      const userId = own(principal);
      const current = await repository.findProfile(db, userId);
      const stateId = input.state_id === undefined ? (current?.state_id ?? null) : input.state_id;
      // A new state without a municipality drops the old one (it belonged to the old state).
      const municipalityId = input.municipality_id !== undefined ? input.municipality_id : input.state_id !== undefined && input.state_id !== current?.state_id ? null : (current?.municipality_id ?? null);
      await catalogues.check({ job_category_ids: input.job_category_ids, state_id: stateId, municipality_id: municipalityId }, { categories: 'job_category_ids' });
      // The uploaded CV is chosen only once there is a file (cv.service.ts uploads it).
      if (input.cv_type === 'uploaded' && !(await repository.hasCvFile(db, userId))) {
        throw invalid('validation_failed', 'Todavía no subes tu CV en PDF. Súbelo para elegirlo.', { cv_type: ['Todavía no subes tu CV en PDF. Súbelo para elegirlo.'] });
      }
      const values: Updateable<CandidateProfilesTable> = { state_id: stateId, municipality_id: municipalityId };
      if (input.headline !== undefined) values.headline = input.headline;
      if (input.summary !== undefined) values.summary = input.summary;
      if (input.phone !== undefined) values.phone = input.phone?.replace(/\s+/g, '') || null;
      if (input.cv_type !== undefined) values.cv_type = input.cv_type;
      if (input.job_category_ids !== undefined) values.job_category_ids = JSON.stringify(input.job_category_ids);
      if (input.experience !== undefined) values.experience = JSON.stringify(input.experience);
      if (input.education !== undefined) values.education = JSON.stringify(input.education);
      await repository.upsertProfile(db, userId, values, now().toISOString());
      return view(userId);
    },

    async setSoftSkills(principal: Principal, softSkillIds: number[]): Promise<CandidateProfile> {
      const userId = own(principal);
      await catalogues.check({ soft_skill_ids: softSkillIds });
      await db.transaction().execute((trx) => repository.replaceSoftSkills(trx, userId, softSkillIds));
      return view(userId);
    },

    courses: (principal: Principal) => repository.coursesOf(db, own(principal)) as Promise<ProfessionalCourse[]>,

    async addCourse(principal: Principal, input: { name: string; institution: string; completed_on: string | null; hours: number | null }): Promise<ProfessionalCourse> {
      const userId = own(principal);
      const id = await repository.insertCourse(db, { ...input, user_id: userId });
      return { id, ...input };
    },

    /** Only the caller's own course is deleted; anyone else's is a 404, whatever the caller's roles. */
    async deleteCourse(principal: Principal, id: number) {
      if (!(await repository.deleteOwnCourse(db, principal.userId, id))) throw notFound('No encontramos ese curso.');
      return { message: 'Borramos el curso.' };
    },

    /** What the match score needs of each applicant of a vacancy (no profile: an empty one, left out of the map). */
    async matchFactsOfApplicants(vacancyId: number): Promise<Map<number, MatchCandidate>> {
      const { profiles, skillsByUser } = await repository.matchFactsOfApplicants(db, vacancyId);
      const facts = new Map<number, MatchCandidate>();
      for (const profile of profiles) facts.set(profile.user_id, { job_category_ids: listOf<number>(profile.job_category_ids), state_id: profile.state_id, municipality_id: profile.municipality_id, soft_skill_ids: skillsByUser.get(profile.user_id) ?? [] });
      // Soft skills without a profile row still count.
      for (const [userId, softSkillIds] of skillsByUser) if (!facts.has(userId)) facts.set(userId, { job_category_ids: [], state_id: null, municipality_id: null, soft_skill_ids: softSkillIds });
      return facts;
    },

    /** What the match score and the board need of each candidate (no profile: an empty one). */
    async candidateFacts(userIds: readonly number[]): Promise<Map<number, MatchCandidate & { headline: string | null; state_name: string | null; completeness: number }>> {
      const [profiles, skills, courses] = await Promise.all([repository.profilesOf(db, userIds), repository.softSkillIdsOf(db, userIds), repository.courseCountsOf(db, userIds)]);
      const byUser = new Map(profiles.map((profile) => [profile.user_id, profile]));
      return new Map(
        userIds.map((userId) => {
          const profile = byUser.get(userId);
          const categoryIds = listOf<number>(profile?.job_category_ids);
          const softSkillIds = skills.get(userId) ?? [];
          const { completeness } = completenessOf(profile, softSkillIds.length, courses.get(userId) ?? 0);
          return [
            userId,
            {
              job_category_ids: categoryIds,
              state_id: profile?.state_id ?? null,
              municipality_id: profile?.municipality_id ?? null,
              soft_skill_ids: softSkillIds,
              headline: profile?.headline ?? null,
              state_name: profile?.state_name ?? null,
              completeness,
            },
          ];
        }),
      );
    },
  };
}
