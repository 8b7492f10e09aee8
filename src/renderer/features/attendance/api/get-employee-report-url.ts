import { useMutation } from '@tanstack/react-query';
import type { GeneratedReport, ReportFormat } from '../../../../shared/contracts/reports';
import { api } from '../../../lib/api-client';

export interface EmployeeReportInput {
  employeeId: number;
  from: string;
  to: string;
  format: ReportFormat;
}

/** `GET /attendance-api/v1/employees/{id}/report-url?from&to&format`: a signed link to one employee's report. */
export async function getEmployeeReportUrl({ employeeId, ...params }: EmployeeReportInput): Promise<GeneratedReport> {
  const { data } = await api.attendance.get<GeneratedReport>(`/employees/${employeeId}/report-url`, { params });
  return data;
}

export function useEmployeeReportUrl() {
  return useMutation({ mutationKey: ['attendance', 'employee-report'], mutationFn: getEmployeeReportUrl });
}
