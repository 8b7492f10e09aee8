import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { candidateProfileKey } from './get-profile';
import { professionalCoursesKey } from './get-professional-courses';

/** `DELETE /api/v1/professional-courses/{id}`: removes one of the caller's courses. */
export async function deleteProfessionalCourse(courseId: number): Promise<void> {
  await api.jobBoard.delete(`/api/v1/professional-courses/${courseId}`);
}

export function useDeleteProfessionalCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfessionalCourse,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: professionalCoursesKey }), queryClient.invalidateQueries({ queryKey: candidateProfileKey })]),
  });
}
