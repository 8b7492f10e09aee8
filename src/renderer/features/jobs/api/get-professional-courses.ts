import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfessionalCourse } from '../../../../shared/contracts/jobs-profile';
import { api } from '../../../lib/api-client';

export const professionalCoursesKey = ['jobs', 'courses'] as const;

/** `GET /api/v1/professional-courses`: the caller's courses. */
export async function getProfessionalCourses(): Promise<ProfessionalCourse[]> {
  const { data } = await api.jobBoard.get<ProfessionalCourse[]>('/api/v1/professional-courses');
  return data;
}

export const getProfessionalCoursesQueryOptions = () => queryOptions({ queryKey: professionalCoursesKey, queryFn: getProfessionalCourses });

export function useProfessionalCourses() {
  return useQuery(getProfessionalCoursesQueryOptions());
}
