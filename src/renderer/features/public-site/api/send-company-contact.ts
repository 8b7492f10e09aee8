import { useMutation } from '@tanstack/react-query';
import type { ContactInput, ContactResponse } from '../../../../shared/contracts/contact';
import { api } from '../../../lib/api-client';

/** The contract's `companyContactInputSchema`: the contact fields plus the company's name. */
export type CompanyContactInput = ContactInput & { company_name?: string | null };

/**
 * `POST /api/v1/company-contact`: a company that wants to join (needs a solved anti-bot `token`).
 * Answers the help-desk reference of the `EM` series (`EM-2026-000045`).
 */
export async function sendCompanyContact(input: CompanyContactInput): Promise<ContactResponse> {
  const { data } = await api.main.post<ContactResponse>('/api/v1/company-contact', input);
  return data;
}

export function useSendCompanyContact() {
  return useMutation({ mutationFn: sendCompanyContact });
}
