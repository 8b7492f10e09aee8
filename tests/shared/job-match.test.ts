import { describe, expect, it } from 'vitest';
import { type MatchCandidate, type MatchVacancy, matchScore, profileCompleteness } from '../../src/shared/job-match';

const vacancy: MatchVacancy = { job_category_id: 10, state_id: 14, municipality_id: 14039, modality: 'on_site', soft_skill_ids: [1, 2, 3, 4] };
const candidate = (overrides: Partial<MatchCandidate> = {}): MatchCandidate => ({ job_category_ids: [10], state_id: 14, municipality_id: 14039, soft_skill_ids: [1, 2, 3, 4], ...overrides });

describe('matchScore', () => {
  it('gives 100 to a candidate who fits in every part', () => {
    expect(matchScore(vacancy, candidate())).toEqual({ total: 100, category: 40, location: 30, soft_skills: 30 });
  });

  it('scores the category only when the candidate looks for it', () => {
    expect(matchScore(vacancy, candidate({ job_category_ids: [3, 7] })).category).toBe(0);
  });

  it('gives 30 in the same municipality, 20 in the same state, 0 elsewhere, 30 for remote work', () => {
    expect(matchScore(vacancy, candidate({ municipality_id: 14120 })).location).toBe(20);
    expect(matchScore(vacancy, candidate({ state_id: 19, municipality_id: 19039 })).location).toBe(0);
    expect(matchScore({ ...vacancy, modality: 'remote' }, candidate({ state_id: 19, municipality_id: 19039 })).location).toBe(30);
    expect(matchScore({ ...vacancy, municipality_id: null }, candidate()).location).toBe(20);
  });

  it('scores soft skills by the share of the vacancy’s the candidate has', () => {
    expect(matchScore(vacancy, candidate({ soft_skill_ids: [1, 9] })).soft_skills).toBe(8); // 30 × 1/4 = 7.5 → 8
    expect(matchScore(vacancy, candidate({ soft_skill_ids: [1, 2, 3] })).soft_skills).toBe(23);
    expect(matchScore({ ...vacancy, soft_skill_ids: [] }, candidate({ soft_skill_ids: [] })).soft_skills).toBe(30);
  });

  it('scores an empty profile by what the vacancy allows', () => {
    const empty = { job_category_ids: [], state_id: null, municipality_id: null, soft_skill_ids: [] };
    expect(matchScore(vacancy, empty).total).toBe(0);
    expect(matchScore({ ...vacancy, modality: 'remote', soft_skill_ids: [] }, empty).total).toBe(60);
  });
});

describe('profileCompleteness', () => {
  const full = { headline: 'x', summary: 'x', phone: 'x', state_id: 1, job_category_ids: [1], cv_type: 'generated', soft_skill_count: 1, experience_count: 1, education_count: 1, course_count: 1 };
  it('is 100 when every part is there and names what is missing otherwise', () => {
    expect(profileCompleteness(full)).toEqual({ completeness: 100, missing: [] });
    expect(profileCompleteness({ ...full, experience_count: 0, phone: null })).toEqual({ completeness: 75, missing: ['Teléfono', 'Experiencia'] });
    expect(profileCompleteness({ headline: null, summary: null, phone: null, state_id: null, job_category_ids: [], cv_type: null, soft_skill_count: 0, experience_count: 0, education_count: 0, course_count: 0 }).completeness).toBe(0);
  });
});
