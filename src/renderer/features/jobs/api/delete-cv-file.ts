import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CvStatus } from '../../../../shared/contracts/jobs-cv';
import { api } from '../../../lib/api-client';
import { cvKey } from './get-cv';

/** `DELETE /api/v1/profile/cv/file`: removes the uploaded PDF; if it was chosen, the generated CV takes its place. */
export async function deleteCvFile(): Promise<CvStatus> {
  const { data } = await api.main.delete<CvStatus>('/api/v1/profile/cv/file');
  return data;
}

export function useDeleteCvFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'cv', 'delete'],
    mutationFn: deleteCvFile,
    onSuccess: (status) => {
      queryClient.setQueryData(cvKey, status);
      void queryClient.invalidateQueries({ queryKey: ['jobs'], predicate: (query) => query.queryKey[1] !== 'cv' });
    },
  });
}
