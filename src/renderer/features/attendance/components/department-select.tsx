import { Select } from '@mantine/core';
import { useDepartments } from '../api/get-departments';

export interface DepartmentSelectProps {
  companyId: number;
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  placeholder?: string;
  error?: string;
  required?: boolean;
  clearable?: boolean;
}

/** A searchable choice among the company's departments. */
export function DepartmentSelect({ companyId, label, value, onChange, placeholder = 'Elige un departamento', error, required, clearable = true }: DepartmentSelectProps) {
  const departments = useDepartments(companyId);
  const options = (departments.data ?? []).map((department) => ({ value: String(department.id), label: department.name }));
  return (
    <Select
      label={label}
      placeholder={departments.isPending ? 'Cargando departamentos…' : placeholder}
      required={required}
      searchable
      clearable={clearable}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      nothingFoundMessage="Sin resultados"
      error={error ?? (departments.isError ? 'No pudimos cargar los departamentos.' : undefined)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
