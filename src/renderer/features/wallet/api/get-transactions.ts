import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TransactionKind, transactionsPageSchema } from '../../../../shared/contracts/wallet';
import { api } from '../../../lib/api-client';
import { walletKey } from './keys';

export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

export interface TransactionsParams {
  userId: number;
  page: number;
  kind?: TransactionKind | null;
  /** Days of Mexico City, `YYYY-MM-DD`, inclusive. */
  from?: string | null;
  to?: string | null;
}

/** `GET /payment-api/v1/users/{id}/transactions?page&kind&from&to`: one's movements, newest first, page 1 by default. */
export async function getTransactions({ userId, page, kind, from, to }: TransactionsParams): Promise<TransactionsPage> {
  const { data } = await api.payment.get<TransactionsPage>(`/users/${userId}/transactions`, { params: { page, kind: kind || undefined, from: from || undefined, to: to || undefined } });
  return data;
}

export const getTransactionsQueryOptions = (params: TransactionsParams) => queryOptions({ queryKey: [...walletKey, 'transactions', params], queryFn: () => getTransactions(params) });

export function useTransactions(params: TransactionsParams) {
  return useQuery({ ...getTransactionsQueryOptions(params), placeholderData: keepPreviousData, enabled: params.userId > 0 });
}
