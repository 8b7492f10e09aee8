import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnitDocument, UpdateUnitDocumentInput } from '../../../../shared/contracts/unit-documents';
export { updateUnitDocumentInputSchema } from '../../../../shared/contracts/unit-documents';
import { api } from '../../../lib/api-client';
import { unitDocumentsKey } from './get-unit-documents';

/** `PUT /api/v1/unit-documents/{id}`. */
export async function updateUnitDocument({ id, ...input }: UpdateUnitDocumentInput & { id: number }): Promise<UnitDocument> {
  const { data } = await api.main.put<UnitDocument>(`/api/v1/unit-documents/${id}`, input);
  return data;
}

export function useUpdateUnitDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUnitDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: unitDocumentsKey }) });
}
