import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitDocumentList } from '../../../../shared/contracts/unit-documents';
import { api } from '../../../lib/api-client';

/** `GET /api/v1/units/{id}/documents`: the unit's papers, those that expire first on top. */
export async function getUnitDocuments(unitId: number): Promise<UnitDocumentList> {
  const { data } = await api.main.get<UnitDocumentList>(`/api/v1/units/${unitId}/documents`);
  return data;
}

/** Every unit-document query (the unit's and the fleet's expiring ones) starts here. */
export const unitDocumentsKey = ['parabus', 'unit-documents'] as const;

export const getUnitDocumentsQueryOptions = (unitId: number) => queryOptions({ queryKey: [...unitDocumentsKey, 'unit', unitId], queryFn: () => getUnitDocuments(unitId) });

export function useUnitDocuments(unitId: number) {
  return useQuery(getUnitDocumentsQueryOptions(unitId));
}
