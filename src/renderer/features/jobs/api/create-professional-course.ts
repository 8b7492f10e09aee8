import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProfessionalCourse, createCourseInputSchema } from '../../../../shared/contracts/jobs-profile';
import { api } from '../../../lib/api-client';
import { candidateProfileKey } from './get-profile';
import { professionalCoursesKey } from './get-professional-courses';

export type CreateCourseInput = z.input<typeof createCourseInputSchema>;

/** `POST /api/v1/professional-courses`: adds a course to the caller's profile. */
export async function createProfessionalCourse(input: CreateCourseInput): Promise<ProfessionalCourse> {
  const { data } = await api.jobBoard.post<ProfessionalCourse>('/api/v1/professional-courses', input);
  return data;
}

export function useCreateProfessionalCourse() {
  const queryClient = useQueryClient();
  // Courses count in the completeness meter: the profile is read again too.
  return useMutation({
    mutationFn: createProfessionalCourse,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: professionalCoursesKey }), queryClient.invalidateQueries({ queryKey: candidateProfileKey })]),
  });
}
