import { Select, type SelectProps } from '@mantine/core';
import { useDepartments } from '../api/get-departments';

export interface DepartmentSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  companyId: number;
  value: number | null;
  onChange: (id: number | null) => void;
}

/** A searchable choice among the company's departments (filters, forms, calendars). */
export function DepartmentSelect({ companyId, value, onChange, placeholder = 'Elige un departamento', error, clearable = true, ...rest }: DepartmentSelectProps) {
  const departments = useDepartments(companyId);
  const options = (departments.data ?? []).map((department) => ({ value: String(department.id), label: department.name }));
  return (
    <Select
      searchable
      nothingFoundMessage="Sin resultados"
      comboboxProps={{ withinPortal: true }}
      {...rest}
      placeholder={departments.isPending ? 'Cargando departamentos…' : placeholder}
      clearable={clearable}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      error={error ?? (departments.isError ? 'No pudimos cargar los departamentos.' : undefined)}
    />
  );
}
