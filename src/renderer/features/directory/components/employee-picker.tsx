import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useEmployees } from '../api/get-employees';

export interface EmployeePickerProps {
  companyId: number;
  label: string;
  value: number | null;
  /** Shown while the chosen employee is not among the results (e.g. the current manager). */
  currentLabel?: string | null;
  onChange: (id: number | null) => void;
  error?: string;
  description?: string;
}

/** A searchable choice among the company's employees (accent-insensitive server search). */
export function EmployeePicker({ companyId, label, value, currentLabel, onChange, error, description }: EmployeePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const results = useEmployees({ companyId, page: 1, q: debounced, departmentId: null, onlyDrivers: false });
  const options = (results.data?.data ?? []).map((e) => ({ value: String(e.id), label: e.full_name }));
  if (value !== null && !options.some((option) => option.value === String(value))) {
    options.unshift({ value: String(value), label: currentLabel ?? `Empleado ${value}` });
  }
  return (
    <Select
      label={label}
      description={description}
      placeholder="Escribe para buscar"
      searchable
      clearable
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={results.isFetching ? 'Buscando…' : 'Sin resultados'}
      filter={({ options: all }) => all}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
