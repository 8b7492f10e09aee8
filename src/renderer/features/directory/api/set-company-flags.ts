import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyDetail } from '../../../../shared/contracts/companies';
import { api } from '../../../lib/api-client';

export type CompanyFlag = 'verified_company' | 'is_authorized';

export interface SetCompanyFlagInput {
  id: number;
  flag: CompanyFlag;
  value: boolean;
}

/**
 * Spec §4 toggles (super admin): `POST /api/v1/companies/{id}/verified` `{ verified_company }`
 * and `POST /api/v1/companies/{id}/authorize` `{ is_authorized }`.
 */
export async function setCompanyFlag({ id, flag, value }: SetCompanyFlagInput): Promise<CompanyDetail> {
  const path = flag === 'verified_company' ? 'verified' : 'authorize';
  const { data } = await api.main.post<CompanyDetail>(`/api/v1/companies/${id}/${path}`, { [flag]: value });
  return data;
}

export function useSetCompanyFlag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCompanyFlag, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['companies'] }) });
}
