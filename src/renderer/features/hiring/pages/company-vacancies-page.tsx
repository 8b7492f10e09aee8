import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type CompanyVacancy, VACANCY_STATUSES, VACANCY_STATUS_LABELS } from '../../../../shared/contracts/jobs-vacancies';
import { badgeTextFor } from '../../../components/badge-colors';
import { DataTable } from '../../../components/data-table';
import { VacancyStatusBadge } from '../../../components/job-status-badges';
import { Empty, Pages } from '../../../components/query-states';
import { vacancyPlace } from '../../../components/vacancy-facts';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { useCan } from '../../../hooks/use-roles';
import { formatDate } from '../../../lib/date-format';
import { salaryLabel } from '../../../lib/job-board';
import { vacancyPath } from '../../../lib/paths';
import { useCompanyStore } from '../../../stores/company';
import { useCompanyVacancies } from '../api/get-company-vacancies';
import { ApplicationsReportMenu } from '../components/applications-report-menu';
import { VacancyFormModal } from '../components/vacancy-form-modal';

const COLUMNS = [
  {
    header: 'Vacante',
    cell: (vacancy: CompanyVacancy) => (
      <Anchor component={Link} to={vacancyPath(vacancy.id)} fw={500}>
        {vacancy.title}
      </Anchor>
    ),
  },
  { header: 'Estado', cell: (vacancy: CompanyVacancy) => <VacancyStatusBadge status={vacancy.status} /> },
  { header: 'Postulaciones', cell: (vacancy: CompanyVacancy) => <ApplicationsCount applications={vacancy.applications} /> },
  { header: 'Ubicación', cell: (vacancy: CompanyVacancy) => vacancyPlace(vacancy) },
  { header: 'Salario', cell: (vacancy: CompanyVacancy) => salaryLabel(vacancy) },
  { header: 'Cierra', cell: (vacancy: CompanyVacancy) => formatDate(vacancy.closes_on) },
  { header: 'Nota', cell: (vacancy: CompanyVacancy) => <VacancyNote vacancy={vacancy} /> },
];

function ApplicationsCount({ applications }: { applications: CompanyVacancy['applications'] }) {
  if (applications.total === 0) return <Text size="sm">Sin postulaciones</Text>;
  return (
    <Text size="sm">
      {applications.total}
      {applications.unreviewed > 0 && (
        <Text span size="sm" c="dimmed">
          {' '}
          · {applications.unreviewed} sin revisar
        </Text>
      )}
    </Text>
  );
}

/** Why it was rejected; or that it looks like another of the company's vacancies (the review will ask). */
function VacancyNote({ vacancy }: { vacancy: CompanyVacancy }) {
  if (vacancy.status === 'rejected' && vacancy.rejection_reason) {
    return (
      <Text size="sm" c="red.8">
        Rechazada: {vacancy.rejection_reason}
      </Text>
    );
  }
  if (vacancy.similar.length > 0 && !['closed', 'rejected'].includes(vacancy.status)) {
    const titles = vacancy.similar.map((other) => `#${other.id} ${other.title}`).join(', ');
    return (
      <Tooltip label={`Se parece a: ${titles}`} multiline w={260} events={{ hover: true, focus: true, touch: true }}>
        <Badge variant="light" color="orange" c={badgeTextFor('orange')} tabIndex={0} aria-label={`Posible duplicado. Se parece a: ${titles}`}>
          Posible duplicado
        </Badge>
      </Tooltip>
    );
  }
  return '—';
}

/**
 * `/superempleos/vacantes` for company roles (vacancies.manage): the company's vacancies in every
 * status, searched by words and filtered by status; «Nueva vacante»; the applications report.
 * Each title opens the vacancy with its pipeline board, where its status moves live.
 */
export default function CompanyVacanciesPage() {
  const company = useCompanyStore((state) => state.selected);
  const canManage = useCan('vacancies.manage');
  const navigate = useNavigate();
  const [filters, setFilters] = useListState({ q: '', status: '', page: 1 });
  const status = oneOf(VACANCY_STATUSES, filters.status);
  const [creating, setCreating] = useState(false);
  const vacancies = useCompanyVacancies({ companyId: company?.id ?? 0, q: filters.q, status, page: filters.page }, Boolean(company) && canManage);

  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  if (!canManage) return <Empty>Las vacantes las administra quien administra la empresa.</Empty>;
  const filtered = Boolean(status || filters.q.trim());
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Vacantes</Title>
          <Text size="sm" c="dimmed">
            Las vacantes de {company.name}. Cada una pasa por revisión antes de publicarse.
          </Text>
        </div>
        <Group align="flex-start">
          <ApplicationsReportMenu companyId={company.id} />
          <Button onClick={() => setCreating(true)}>Nueva vacante</Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Buscar" placeholder="Título, categoría o lugar" type="search" value={filters.q} onChange={(event) => setFilters({ q: event.currentTarget.value })} />
        <Select
          label="Estado"
          placeholder="Todos"
          clearable
          data={VACANCY_STATUSES.map((value) => ({ value, label: VACANCY_STATUS_LABELS[value] }))}
          value={status}
          onChange={(value) => setFilters({ status: value ?? '' })}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      {vacancies.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {vacancies.data.total === 1 ? '1 vacante' : `${vacancies.data.total} vacantes`}
        </Text>
      )}
      <DataTable
        query={vacancies}
        rows={vacancies.data?.data ?? []}
        rowKey={(vacancy) => vacancy.id}
        columns={COLUMNS}
        scrollLabel="Lista de vacantes"
        minWidth={820}
        loadingLabel="Cargando vacantes"
        errorTitle="No se pudieron cargar las vacantes"
        empty={filtered ? 'Ninguna vacante coincide con la búsqueda o el estado.' : 'Aún no hay vacantes. Usa «Nueva vacante» para crear la primera.'}
      />
      {vacancies.data && <Pages total={vacancies.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      <VacancyFormModal opened={creating} companyId={company.id} onClose={() => setCreating(false)} onSaved={(vacancy) => void navigate(vacancyPath(vacancy.id))} />
    </Stack>
  );
}
