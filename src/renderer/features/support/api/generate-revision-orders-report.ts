import { useMutation } from '@tanstack/react-query';
import type { GeneratedReport, ReportFormat } from '../../../../shared/contracts/reports';
import { api } from '../../../lib/api-client';

export interface GenerateRevisionOrdersReportInput {
  companyId: number;
  format: ReportFormat;
}

/**
 * `GET /api/v1/companies/{id}/generate-url-report/revision-orders`: a signed link (10 minutes) to the
 * company's revision orders (one row per order) as XLSX or CSV. A mutation: each click wants a fresh link.
 */
export async function generateRevisionOrdersReport({ companyId, format }: GenerateRevisionOrdersReportInput): Promise<GeneratedReport> {
  const { data } = await api.main.get<GeneratedReport>(`/api/v1/companies/${companyId}/generate-url-report/revision-orders`, { params: { format } });
  return data;
}

export function useGenerateRevisionOrdersReport() {
  return useMutation({ mutationKey: ['support', 'revision-orders-report'], mutationFn: generateRevisionOrdersReport });
}
