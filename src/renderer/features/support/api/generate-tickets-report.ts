import { useMutation } from '@tanstack/react-query';
import type { GeneratedReport, ReportFormat } from '../../../../shared/contracts/reports';
import type { TicketReportParams } from '../../../../shared/contracts/support-dashboard';
import { api } from '../../../lib/api-client';

export interface GenerateTicketsReportInput {
  companyId: number;
  format: ReportFormat;
  /** The queue's filters (status, priority, category) and an optional period of creation. */
  filters: TicketReportParams;
}

/**
 * `GET /api/v1/companies/{id}/generate-url-report/tickets`: a signed link (10 minutes) to the
 * company's tickets as XLSX or CSV. A mutation: each click wants a fresh link.
 */
export async function generateTicketsReport({ companyId, format, filters }: GenerateTicketsReportInput): Promise<GeneratedReport> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const { data } = await api.main.get<GeneratedReport>(`/api/v1/companies/${companyId}/generate-url-report/tickets`, { params: { ...params, format } });
  return data;
}

export function useGenerateTicketsReport() {
  return useMutation({ mutationKey: ['support', 'tickets-report'], mutationFn: generateTicketsReport });
}
