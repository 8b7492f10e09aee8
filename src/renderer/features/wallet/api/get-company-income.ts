import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyIncome } from '../../../../shared/contracts/wallet-reads';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

/** `GET /payment-api/v1/companies/{id}/income`: what the company's charges brought in (and refunded) per month. */
export async function getCompanyIncome(companyId: number): Promise<CompanyIncome> {
  const { data } = await api.payment.get<CompanyIncome>(`/companies/${companyId}/income`);
  return data;
}

export const getCompanyIncomeQueryOptions = (companyId: number) => queryOptions({ queryKey: [...walletKey, 'company-income', companyId], queryFn: () => getCompanyIncome(companyId) });

export function useCompanyIncome(companyId: number, enabled: boolean) {
  return useQuery({ ...getCompanyIncomeQueryOptions(companyId), enabled });
}
