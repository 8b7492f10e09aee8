import { useMutation } from '@tanstack/react-query';
import type { ContainerStatus } from '../../../../shared/contracts/containers';
import type { GeneratedReport, ReportFormat } from '../../../../shared/contracts/reports';
import { api } from '../../../lib/api-client';

/**
 * The three container reports, spelled as spec §7 spells their paths. Each answers a signed,
 * expiring link to the file; the link is then handed to the platform's saver.
 */
export type ContainerReportRequest =
  | { kind: 'stock'; companyId: number; format: ReportFormat; status: ContainerStatus | null }
  | { kind: 'existence'; companyId: number; format: ReportFormat; date: string }
  | { kind: 'departures'; companyId: number; format: ReportFormat; from: string; to: string };

export const CONTAINER_REPORT_PATHS = {
  stock: '/api/v1/containers/reports',
  existence: '/api/v1/containers/existance-reports',
  departures: '/api/v1/containers/departure-reports',
} as const;

/** The path and query of a report request (blank filters are not sent). */
export function containerReportCall(request: ContainerReportRequest): { path: string; params: Record<string, string | number> } {
  const base = { format: request.format, company_id: request.companyId };
  switch (request.kind) {
    case 'stock':
      return { path: CONTAINER_REPORT_PATHS.stock, params: request.status ? { ...base, status: request.status } : base };
    case 'existence':
      return { path: CONTAINER_REPORT_PATHS.existence, params: { ...base, date: request.date } };
    case 'departures':
      return { path: CONTAINER_REPORT_PATHS.departures, params: { ...base, from: request.from, to: request.to } };
  }
}

/**
 * `GET /api/v1/containers/{reports|existance-reports|departure-reports}?format&company_id&…`.
 * A mutation, not a query: each click wants a fresh link, never a cached one.
 */
export async function generateContainerReport(request: ContainerReportRequest): Promise<GeneratedReport> {
  const { path, params } = containerReportCall(request);
  const { data } = await api.main.get<GeneratedReport>(path, { params });
  return data;
}

export function useGenerateContainerReport() {
  return useMutation({ mutationKey: ['containers', 'report'], mutationFn: generateContainerReport });
}
