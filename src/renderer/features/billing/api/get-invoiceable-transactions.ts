import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceableTransaction } from '../../../../shared/contracts/billing';
import { api } from '../../../lib/api-client';

export const invoiceableKey = (userId: number) => ['billing', 'invoiceable', userId] as const;

/** `GET /payment-api/v1/users/{id}/invoiceable-transactions`: recharges and payments still open to invoicing. */
export async function getInvoiceableTransactions(userId: number): Promise<InvoiceableTransaction[]> {
  const { data } = await api.payment.get<{ data: InvoiceableTransaction[] }>(`/users/${userId}/invoiceable-transactions`);
  return data.data;
}

export const getInvoiceableTransactionsQueryOptions = (userId: number) => queryOptions({ queryKey: invoiceableKey(userId), queryFn: () => getInvoiceableTransactions(userId) });

export function useInvoiceableTransactions(userId: number) {
  return useQuery(getInvoiceableTransactionsQueryOptions(userId));
}
