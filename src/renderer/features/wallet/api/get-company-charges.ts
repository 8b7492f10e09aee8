import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyChargesPage } from '../../../../shared/contracts/wallet-reads';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

/** `GET /payment-api/v1/companies/{id}/charges?page`: the company's charges with payments and totals (`wallet.charges`). */
export async function getCompanyCharges({ companyId, page }: { companyId: number; page: number }): Promise<CompanyChargesPage> {
  const { data } = await api.payment.get<CompanyChargesPage>(`/companies/${companyId}/charges`, { params: { page } });
  return data;
}

export const getCompanyChargesQueryOptions = (params: { companyId: number; page: number }) => queryOptions({ queryKey: [...walletKey, 'company-charges', params], queryFn: () => getCompanyCharges(params) });

export function useCompanyCharges(params: { companyId: number; page: number }, enabled: boolean) {
  return useQuery({ ...getCompanyChargesQueryOptions(params), placeholderData: keepPreviousData, enabled });
}
