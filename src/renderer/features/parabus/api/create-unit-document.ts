import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUnitDocumentInput, UnitDocument } from '../../../../shared/contracts/unit-documents';
export { createUnitDocumentInputSchema } from '../../../../shared/contracts/unit-documents';
import { api } from '../../../lib/api-client';
import { unitDocumentsKey } from './get-unit-documents';

/** `POST /api/v1/units/{id}/documents`. */
export async function createUnitDocument({ unitId, ...input }: CreateUnitDocumentInput & { unitId: number }): Promise<UnitDocument> {
  const { data } = await api.main.post<UnitDocument>(`/api/v1/units/${unitId}/documents`, input);
  return data;
}

export function useCreateUnitDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUnitDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: unitDocumentsKey }) });
}
