import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChecklistTemplate, RevisionAssetKind } from '../../../../shared/contracts/revision-orders';
import { api } from '../../../lib/api-client';

export const checklistTemplatesKey = ['support', 'checklist-templates'] as const;

/** `GET /api/v1/companies/{id}/checklist-templates?asset_kind&archived`: the company's templates, by name. */
export async function getChecklistTemplates(companyId: number, assetKind: RevisionAssetKind | null, archived = false): Promise<ChecklistTemplate[]> {
  const { data } = await api.main.get<{ data: ChecklistTemplate[] }>(`/api/v1/companies/${companyId}/checklist-templates`, { params: { asset_kind: assetKind ?? undefined, archived } });
  return data.data;
}

export const getChecklistTemplatesQueryOptions = (companyId: number, assetKind: RevisionAssetKind | null, archived = false) =>
  queryOptions({ queryKey: [...checklistTemplatesKey, companyId, assetKind, archived], queryFn: () => getChecklistTemplates(companyId, assetKind, archived) });

export function useChecklistTemplates(companyId: number, assetKind: RevisionAssetKind | null, archived = false) {
  return useQuery({ ...getChecklistTemplatesQueryOptions(companyId, assetKind, archived), enabled: companyId > 0 });
}
