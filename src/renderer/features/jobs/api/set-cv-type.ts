import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CvStatus } from '../../../../shared/contracts/jobs-cv';
import type { CvType } from '../../../../shared/contracts/jobs-profile';
import { api } from '../../../lib/api-client';
import { cvKey } from './get-cv';

/** `PUT /api/v1/profile/cv`: which CV companies get ("uploaded" needs a file first: 422). */
export async function setCvType(cvType: CvType): Promise<CvStatus> {
  const { data } = await api.main.put<CvStatus>('/api/v1/profile/cv', { cv_type: cvType });
  return data;
}

export function useSetCvType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'cv', 'type'],
    mutationFn: setCvType,
    onSuccess: (status) => {
      queryClient.setQueryData(cvKey, status);
      // The profile shows cv_type and counts it in its completeness.
      void queryClient.invalidateQueries({ queryKey: ['jobs'], predicate: (query) => query.queryKey[1] !== 'cv' });
    },
  });
}
