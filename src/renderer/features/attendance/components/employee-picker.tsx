import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchEmployees } from '../api/search-employees';

export interface EmployeePickerProps {
  companyId: number;
  label: string;
  value: number | null;
  /** Shown while the chosen employee is not among the results. */
  currentLabel?: string | null;
  onChange: (id: number | null, name: string | null) => void;
  error?: string;
  placeholder?: string;
  required?: boolean;
  clearable?: boolean;
}

/** A searchable choice among the company's employees (accent-insensitive server search). */
export function EmployeePicker({ companyId, label, value, currentLabel, onChange, error, placeholder = 'Escribe para buscar', required, clearable = true }: EmployeePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const results = useSearchEmployees({ companyId, q: debounced });
  const options = (results.data?.data ?? []).map((employee) => ({ value: String(employee.id), label: `${employee.full_name} · ${employee.department.name}` }));
  if (value !== null && !options.some((option) => option.value === String(value))) {
    options.unshift({ value: String(value), label: currentLabel ?? `Empleado ${value}` });
  }
  return (
    <Select
      label={label}
      placeholder={placeholder}
      required={required}
      searchable
      clearable={clearable}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next, option) => onChange(next ? Number(next) : null, next ? (option?.label.split(' · ')[0] ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={results.isFetching ? 'Buscando…' : 'Sin resultados'}
      filter={({ options: all }) => all}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
