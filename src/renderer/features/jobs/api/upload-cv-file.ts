import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CV_FILE_FIELD, type CvStatus } from '../../../../shared/contracts/jobs-cv';
import { api } from '../../../lib/api-client';
import { cvKey } from './get-cv';

export interface UploadCvFileInput {
  file: File;
  /** 0..1 of the upload. */
  onUploadProgress?: (fraction: number) => void;
}

/** Multipart `PUT /api/v1/profile/cv/file` (field `file`, a PDF up to 5 MiB): replaces the previous one and becomes the chosen CV. */
export async function uploadCvFile({ file, onUploadProgress }: UploadCvFileInput): Promise<CvStatus> {
  const form = new FormData();
  form.append(CV_FILE_FIELD, file, file.name);
  const { data } = await api.main.put<CvStatus>('/api/v1/profile/cv/file', form, {
    onUploadProgress: (event) => {
      if (event.total) onUploadProgress?.(event.loaded / event.total);
    },
  });
  return data;
}

export function useUploadCvFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'cv', 'upload'],
    mutationFn: uploadCvFile,
    onSuccess: (status) => {
      queryClient.setQueryData(cvKey, status);
      void queryClient.invalidateQueries({ queryKey: ['jobs'], predicate: (query) => query.queryKey[1] !== 'cv' });
    },
  });
}
