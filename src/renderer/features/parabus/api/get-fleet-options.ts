import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeePage } from '../../../../shared/contracts/employees';
import type { UnitPage } from '../../../../shared/contracts/logistics-units';
import { api } from '../../../lib/api-client';

export interface FleetOptions {
  units: { value: string; label: string; seats: number | null }[];
  drivers: { value: string; label: string }[];
}

/**
 * The pickers of the tour form: the company's units (`GET /api/v1/units?per_page=100`, buses
 * first) and its drivers (`GET /api/v1/companies/{id}/employees?only_drivers=true`).
 */
export async function getFleetOptions(companyId: number): Promise<FleetOptions> {
  const [units, drivers] = await Promise.all([
    api.main.get<UnitPage>('/api/v1/units', { params: { company_id: companyId, per_page: 100 } }),
    api.main.get<EmployeePage>(`/api/v1/companies/${companyId}/employees`, { params: { only_drivers: true } }),
  ]);
  const rows = [...units.data.data];
  rows.sort((a, b) => Number(b.kind === 'bus') - Number(a.kind === 'bus'));
  return {
    units: rows.map((unit) => ({ value: String(unit.id), label: `${unit.number} · ${unit.plates}${unit.seats ? ` · ${unit.seats} asientos` : ''}`, seats: unit.seats })),
    drivers: drivers.data.data.map((employee) => ({ value: String(employee.id), label: employee.full_name })),
  };
}

export const getFleetOptionsQueryOptions = (companyId: number) => queryOptions({ queryKey: ['parabus', 'fleet-options', companyId], queryFn: () => getFleetOptions(companyId) });

export function useFleetOptions(companyId: number, enabled = true) {
  return useQuery({ ...getFleetOptionsQueryOptions(companyId), enabled: enabled && companyId > 0 });
}
