import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyWorkInterview, CreateWorkInterviewInput } from '../../../../shared/contracts/work-interviews';
import { api } from '../../../lib/api-client';

export type SendWorkInterviewInput = CreateWorkInterviewInput & { vacancyId: number };

/** `POST /api/v1/vacancies/{id}/work-interviews`: draws the questions from the bank and tells the candidate. */
export async function sendWorkInterview({ vacancyId, ...body }: SendWorkInterviewInput): Promise<CompanyWorkInterview> {
  const { data } = await api.jobBoard.post<CompanyWorkInterview>(`/api/v1/vacancies/${vacancyId}/work-interviews`, body);
  return data;
}

export function useSendWorkInterview() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendWorkInterview, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['work-interviews', 'vacancy'] }) });
}
