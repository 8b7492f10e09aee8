import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SIGNED_DOCUMENT_FILE_FIELD, type SignedDocument } from '../../../../shared/contracts/signatures';
import { api } from '../../../lib/api-client';
import { signedDocumentKey } from './get-signed-document';
import { signedDocumentsKey } from './get-signed-documents';

export interface SignerPlacement {
  email: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CreateSignedDocumentInput {
  file: File;
  title: string;
  /** In signing order, each with its box in PDF points. */
  signers: SignerPlacement[];
  /** 0..1 of the upload. */
  onUploadProgress?: (fraction: number) => void;
}

/** Multipart `POST /api/v1/signed-document`: the PDF (≤ 10 MiB), its title and the signers as a JSON list. */
export async function createSignedDocument({ file, title, signers, onUploadProgress }: CreateSignedDocumentInput): Promise<SignedDocument> {
  const form = new FormData();
  form.append('title', title);
  form.append('signers', JSON.stringify(signers));
  // The file goes last: the server reads the text fields before the stream of the file.
  form.append(SIGNED_DOCUMENT_FILE_FIELD, file, file.name);
  const { data } = await api.main.post<SignedDocument>('/api/v1/signed-document', form, {
    onUploadProgress: (event) => {
      if (event.total) onUploadProgress?.(event.loaded / event.total);
    },
  });
  return data;
}

export function useCreateSignedDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSignedDocument,
    onSuccess: (document) => {
      queryClient.setQueryData(signedDocumentKey(document.id), document);
      return queryClient.invalidateQueries({ queryKey: [...signedDocumentsKey, 'list'] });
    },
  });
}
