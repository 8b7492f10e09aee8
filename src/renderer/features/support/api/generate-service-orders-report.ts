import { useMutation } from '@tanstack/react-query';
import type { GeneratedReport, ReportFormat } from '../../../../shared/contracts/reports';
import { api } from '../../../lib/api-client';

export interface GenerateServiceOrdersReportInput {
  companyId: number;
  format: ReportFormat;
}

/**
 * `GET /api/v1/companies/{id}/generate-url-report/service-orders`: a signed link (10 minutes) to the
 * company's service orders (one row per order) as XLSX or CSV. A mutation: each click wants a fresh link.
 */
export async function generateServiceOrdersReport({ companyId, format }: GenerateServiceOrdersReportInput): Promise<GeneratedReport> {
  const { data } = await api.main.get<GeneratedReport>(`/api/v1/companies/${companyId}/generate-url-report/service-orders`, { params: { format } });
  return data;
}

export function useGenerateServiceOrdersReport() {
  return useMutation({ mutationKey: ['support', 'service-orders-report'], mutationFn: generateServiceOrdersReport });
}
