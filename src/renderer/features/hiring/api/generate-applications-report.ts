import { useMutation } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../../shared/contracts/jobs-applications';
import type { GeneratedReport, ReportFormat } from '../../../../shared/contracts/reports';
import { api } from '../../../lib/api-client';

export interface GenerateApplicationsReportInput {
  companyId: number;
  format: ReportFormat;
  vacancyId?: number | undefined;
  status?: ApplicationStatus | undefined;
}

/**
 * `GET /api/v1/companies/{id}/generate-url-report/applications`: a signed link to the company's
 * applications (one vacancy's, or all) as XLSX or CSV. A mutation: each click wants a fresh link.
 */
export async function generateApplicationsReport({ companyId, format, vacancyId, status }: GenerateApplicationsReportInput): Promise<GeneratedReport> {
  const { data } = await api.main.get<GeneratedReport>(`/api/v1/companies/${companyId}/generate-url-report/applications`, { params: { format, vacancy_id: vacancyId, status } });
  return data;
}

export function useGenerateApplicationsReport() {
  return useMutation({ mutationKey: ['hiring', 'applications-report'], mutationFn: generateApplicationsReport });
}
