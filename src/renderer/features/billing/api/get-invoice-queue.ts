import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceStatus } from '../../../../shared/contracts/billing';
import { api } from '../../../lib/api-client';
import { type InvoicePage, invoiceListsKey } from './get-my-invoices';

/** `GET /payment-api/v1/invoices?status`: the platform's queue (billing.stamp), oldest first. */
export async function getInvoiceQueue({ status, page }: { status: InvoiceStatus; page: number }): Promise<InvoicePage> {
  const { data } = await api.payment.get<InvoicePage>('/invoices', { params: { status, page } });
  return data;
}

export const getInvoiceQueueQueryOptions = (params: { status: InvoiceStatus; page: number }) => queryOptions({ queryKey: [...invoiceListsKey, 'queue', params], queryFn: () => getInvoiceQueue(params) });

export function useInvoiceQueue(params: { status: InvoiceStatus; page: number }) {
  return useQuery({ ...getInvoiceQueueQueryOptions(params), placeholderData: keepPreviousData });
}
