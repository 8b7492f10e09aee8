import { useMutation } from '@tanstack/react-query';
import type { GeneratedReport, ReportFormat } from '../../../../shared/contracts/reports';
import { api } from '../../../lib/api-client';

export interface CompanyReportInput {
  companyId: number;
  from: string;
  to: string;
  format: ReportFormat;
}

/**
 * `GET /attendance-api/v1/companies/{id}/report-url?from&to&format`: a signed, expiring link to
 * the company's attendance report. A mutation: each click wants a fresh link.
 */
export async function getCompanyReportUrl({ companyId, ...params }: CompanyReportInput): Promise<GeneratedReport> {
  const { data } = await api.attendance.get<GeneratedReport>(`/companies/${companyId}/report-url`, { params });
  return data;
}

export function useCompanyReportUrl() {
  return useMutation({ mutationKey: ['attendance', 'company-report'], mutationFn: getCompanyReportUrl });
}
