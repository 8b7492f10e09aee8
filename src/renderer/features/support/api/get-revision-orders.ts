import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { REVISION_VIEWS, RevisionAssetKind, RevisionOrderPage, RevisionStatus } from '../../../../shared/contracts/revision-orders';
import { api } from '../../../lib/api-client';

export type RevisionView = (typeof REVISION_VIEWS)[number];

export interface RevisionOrderListParams {
  companyId: number;
  page: number;
  view: RevisionView;
  status: RevisionStatus | null;
  assetKind: RevisionAssetKind | null;
  /** Reference, asset or template words. */
  q: string;
}

/** Every revision-order list's key starts here: the mutations refresh them all. */
export const revisionOrderListsKey = ['support', 'revision-orders', 'list'] as const;

/** `GET /api/v1/companies/{id}/revision-orders?view&status&asset_kind&q&page`: 20 a page, latest scheduled first. */
export async function getRevisionOrders({ companyId, page, view, status, assetKind, q }: RevisionOrderListParams): Promise<RevisionOrderPage> {
  const params = { page, view, status: status ?? undefined, asset_kind: assetKind ?? undefined, q: q.trim() || undefined };
  const { data } = await api.main.get<RevisionOrderPage>(`/api/v1/companies/${companyId}/revision-orders`, { params });
  return data;
}

export const getRevisionOrdersQueryOptions = (params: RevisionOrderListParams) => queryOptions({ queryKey: [...revisionOrderListsKey, params], queryFn: () => getRevisionOrders(params) });

export function useRevisionOrders(params: RevisionOrderListParams, enabled = true) {
  return useQuery({ ...getRevisionOrdersQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
