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
  /** The employee's id and name (without the department), or nulls when cleared. */
  onChange: (id: number | null, name: string | null) => void;
  error?: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  clearable?: boolean;
}

const SEPARATOR = ' · ';

/**
 * A searchable choice among the company's employees: the server searches (accent-insensitive) and
 * the first page of matches is offered, each with its department so namesakes can be told apart.
 */
export function EmployeePicker({ companyId, label, value, currentLabel, onChange, error, description, placeholder = 'Escribe para buscar', required, clearable = true }: EmployeePickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const results = useEmployees({ companyId, page: 1, q: debounced, departmentId: null, onlyDrivers: false });
  const options = (results.data?.data ?? []).map((employee) => ({ value: String(employee.id), label: `${employee.full_name}${SEPARATOR}${employee.department.name}` }));
  if (value !== null && !options.some((option) => option.value === String(value))) {
    options.unshift({ value: String(value), label: currentLabel ?? `Empleado ${value}` });
  }
  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder}
      required={required}
      searchable
      clearable={clearable}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next, option) => onChange(next ? Number(next) : null, next ? (option?.label.split(SEPARATOR)[0] ?? null) : null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={results.isFetching ? 'Buscando…' : 'Sin resultados'}
      // The server already matched; Mantine's own filter would drop accent-insensitive hits.
      filter={({ options: all }) => all}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
