import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendCompanyNoticeInput, SendCompanyNoticeResult } from '../../../../shared/contracts/notifications';
export { sendCompanyNoticeInputSchema } from '../../../../shared/contracts/notifications';
import { api } from '../../../lib/api-client';

/** `POST /notifications-api/v1/companies/{id}/notifications`: a notice to the company's members. */
export async function sendCompanyNotice({ companyId, ...body }: SendCompanyNoticeInput & { companyId: number }): Promise<SendCompanyNoticeResult> {
  const { data } = await api.notifications.post<SendCompanyNoticeResult>(`/companies/${companyId}/notifications`, body);
  return data;
}

export function useSendCompanyNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCompanyNotice,
    // The sender may be among the members: their own list and count change too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
