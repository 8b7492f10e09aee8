import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Invoice } from '../../../../shared/contracts/billing';
import { api } from '../../../lib/api-client';

/** Every invoice list's key starts here: requesting or stamping refreshes them all. */
export const invoiceListsKey = ['billing', 'invoices'] as const;

export interface InvoicePage {
  data: Invoice[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** `GET /payment-api/v1/users/{id}/invoices`: the user's invoices, newest first. */
export async function getMyInvoices({ userId, page }: { userId: number; page: number }): Promise<InvoicePage> {
  const { data } = await api.payment.get<InvoicePage>(`/users/${userId}/invoices`, { params: { page } });
  return data;
}

export const getMyInvoicesQueryOptions = (params: { userId: number; page: number }) => queryOptions({ queryKey: [...invoiceListsKey, 'user', params], queryFn: () => getMyInvoices(params) });

export function useMyInvoices(params: { userId: number; page: number }) {
  return useQuery({ ...getMyInvoicesQueryOptions(params), placeholderData: keepPreviousData });
}
