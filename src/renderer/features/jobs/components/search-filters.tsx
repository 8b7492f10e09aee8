import { Button, Select, Stack } from '@mantine/core';
import { VACANCY_MODALITIES, VACANCY_MODALITY_LABELS } from '../../../../shared/contracts/jobs-vacancies';
import type { VacancyFacets } from '../../../../shared/contracts/jobs-search';
import { useMunicipalities } from '../../../api/get-municipalities';
import { SALARY_OPTIONS, SINCE_OPTIONS, type SearchState, clearedFilters } from './vacancy-filters';

export interface SearchFiltersProps {
  state: SearchState;
  facets: VacancyFacets | undefined;
  onChange: (patch: Partial<SearchState>) => void;
}

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });
const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
const toId = (value: string | null) => (value ? Number(value) : null);

/**
 * The filters of the search, each option with its facet count beside it (the server counts each
 * facet with the OTHER filters applied, so the numbers say what choosing that option gives).
 * Category and state list only what has vacancies (plus the chosen one), as OCC and Computrabajo do.
 */
export function SearchFilters({ state, facets, onChange }: SearchFiltersProps) {
  const municipalities = useMunicipalities(state.state_id);
  const modalityCount = (value: string) => facets?.modality.find((facet) => facet.value === value)?.count ?? 0;
  const keepChosen = (list: { id: number; name: string; count: number }[] | undefined, chosen: number | null) =>
    (list ?? []).filter((facet) => facet.count > 0 || facet.id === chosen).map((facet) => ({ value: String(facet.id), label: withCount(facet.name, facet.count) }));
  return (
    <Stack gap="sm">
      <Select
        label="Categoría"
        placeholder="Todas"
        clearable
        searchable
        data={keepChosen(facets?.job_category, state.job_category_id)}
        value={state.job_category_id ? String(state.job_category_id) : null}
        onChange={(value) => onChange({ job_category_id: toId(value) })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Estado"
        placeholder="Todo México"
        clearable
        searchable
        data={keepChosen(facets?.state, state.state_id)}
        value={state.state_id ? String(state.state_id) : null}
        onChange={(value) => onChange({ state_id: toId(value), municipality_id: null })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Municipio"
        placeholder={state.state_id ? 'Todos' : 'Elige primero un estado'}
        clearable
        searchable
        disabled={!state.state_id}
        data={(municipalities.data ?? []).map((municipality) => ({ value: String(municipality.id), label: municipality.name }))}
        value={state.municipality_id ? String(state.municipality_id) : null}
        onChange={(value) => onChange({ municipality_id: toId(value) })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Modalidad"
        placeholder="Todas"
        clearable
        data={VACANCY_MODALITIES.map((value) => ({ value, label: withCount(VACANCY_MODALITY_LABELS[value], facets ? modalityCount(value) : undefined) }))}
        value={state.modality || null}
        onChange={(value) => onChange({ modality: value ?? '' })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Salario mensual desde"
        placeholder="Cualquiera"
        description={facets && facets.without_salary > 0 && !state.salary_from ? `${facets.without_salary} sin salario publicado` : undefined}
        clearable
        data={SALARY_OPTIONS.map((value) => ({ value: String(value), label: pesos.format(value) }))}
        value={state.salary_from ? String(state.salary_from) : null}
        onChange={(value) => onChange({ salary_from: toId(value) })}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Publicada"
        placeholder="Cualquier fecha"
        clearable
        data={SINCE_OPTIONS.map((option) => ({ value: String(option.days), label: option.label }))}
        value={state.since ? String(state.since) : null}
        onChange={(value) => onChange({ since: toId(value) })}
        comboboxProps={{ withinPortal: true }}
      />
      <Button variant="subtle" onClick={() => onChange(clearedFilters)}>
        Limpiar filtros
      </Button>
    </Stack>
  );
}
