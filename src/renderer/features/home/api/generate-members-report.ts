import { useMutation } from '@tanstack/react-query';
import type { GeneratedReport, ReportFormat } from '../../../../shared/contracts/reports';
import { api } from '../../../lib/api-client';

export interface GenerateMembersReportInput {
  companyId: number;
  format: ReportFormat;
}

/**
 * `GET /api/v1/companies/{id}/generate-url-report/members?format=csv|xlsx`: a signed link to the
 * file of the company's people, good for 10 minutes. A mutation, not a query: each click wants a
 * fresh link, never a cached one.
 */
export async function generateMembersReport({ companyId, format }: GenerateMembersReportInput): Promise<GeneratedReport> {
  const { data } = await api.main.get<GeneratedReport>(`/api/v1/companies/${companyId}/generate-url-report/members`, { params: { format } });
  return data;
}

export function useGenerateMembersReport() {
  return useMutation({ mutationKey: ['home', 'members-report'], mutationFn: generateMembersReport });
}
