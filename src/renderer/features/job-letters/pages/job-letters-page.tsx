import { Anchor, Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { JOB_LETTER_STATUSES, JOB_LETTER_STATUS_LABELS, type JobLetter } from '../../../../shared/contracts/job-letters';
import { DataTable } from '../../../components/data-table';
import { Empty, Pages } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { formatDate } from '../../../lib/date-format';
import { jobLetterDraftPath, jobLetterViewPath } from '../../../lib/paths';
import { useCompanyJobLetters } from '../api/get-company-job-letters';
import { useMyJobLetters } from '../api/get-my-job-letters';
import { JobLetterStatusBadge } from '../components/job-letter-status-badge';
import { RequestJobLetterModal } from '../components/request-job-letter-modal';

/** The admin opens a pending request to draft it; everything else (and everyone else) reads it. */
const linkOf = (letter: JobLetter, manage: boolean) => (manage && (letter.status === 'requested' || letter.status === 'drafted') ? jobLetterDraftPath(letter.id) : jobLetterViewPath(letter.id));

const columnsFor = (manage: boolean) => [
  {
    header: manage ? 'Persona' : 'Carta',
    cell: (letter: JobLetter) => (
      <Anchor component={Link} to={linkOf(letter, manage)} fw={600}>
        {manage ? letter.employee_name : `Carta para ${letter.purpose}`}
      </Anchor>
    ),
  },
  { header: 'Estado', cell: (letter: JobLetter) => <JobLetterStatusBadge status={letter.status} /> },
  ...(manage ? [{ header: 'Para qué', cell: (letter: JobLetter) => letter.purpose }] : [{ header: 'Empresa', cell: (letter: JobLetter) => letter.company.name }]),
  { header: 'Dirigida a', cell: (letter: JobLetter) => letter.addressee ?? 'A quien corresponda' },
  { header: 'Sueldo', cell: (letter: JobLetter) => (letter.include_salary ? 'Sí' : 'No') },
  { header: 'Solicitada', cell: (letter: JobLetter) => formatDate(letter.created_at) },
  { header: 'Emitida', cell: (letter: JobLetter) => formatDate(letter.issued_at) },
];

/**
 * `/superempleos/carta-laboral`: an employee's own letters and «Solicitar carta»; for the company's
 * admins, its requests with a status filter (pending ones open the draft). Filters live in the URL.
 */
export default function JobLettersPage() {
  const { user, company, allows } = useLogisticsContext();
  const manage = Boolean(company) && allows('job-letters.manage');
  const navigate = useNavigate();
  const [filters, setFilters] = useListState({ status: '', page: 1 });
  const status = oneOf(JOB_LETTER_STATUSES, filters.status);
  const [requesting, setRequesting] = useState(false);
  const companyLetters = useCompanyJobLetters({ companyId: company?.id ?? 0, page: filters.page, status }, manage);
  const myLetters = useMyJobLetters({ userId: user?.id ?? 0, page: filters.page, status }, Boolean(user) && !manage);
  const letters = manage ? companyLetters : myLetters;

  if (!user) return <Empty>Inicia sesión para ver tus cartas laborales.</Empty>;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{manage ? 'Cartas laborales' : 'Carta laboral'}</Title>
          <Text size="sm" c="dimmed">
            {manage ? `Solicitudes del personal de ${company?.name ?? 'la empresa'}: redáctalas con la plantilla y emítelas o recházalas.` : 'Pide a tu empresa una carta que haga constar que trabajas ahí; la descargas en PDF cuando la emita.'}
          </Text>
        </div>
        {!manage && company && <Button onClick={() => setRequesting(true)}>Solicitar carta</Button>}
      </Group>
      <Select
        label="Estado"
        placeholder="Todos"
        clearable
        maw={{ sm: 280 }}
        data={JOB_LETTER_STATUSES.map((value) => ({ value, label: JOB_LETTER_STATUS_LABELS[value] }))}
        value={status}
        onChange={(value) => setFilters({ status: value ?? '' })}
        comboboxProps={{ withinPortal: true }}
      />
      {letters.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {letters.data.total === 1 ? '1 carta' : `${letters.data.total} cartas`}
        </Text>
      )}
      <DataTable
        query={letters}
        rows={letters.data?.data ?? []}
        rowKey={(letter) => letter.id}
        columns={columnsFor(manage)}
        scrollLabel="Lista de cartas laborales"
        tableLabel="Cartas laborales"
        minWidth={760}
        loadingLabel="Cargando las cartas laborales"
        errorTitle="No pudimos cargar las cartas laborales"
        empty={status ? 'Ninguna carta con ese estado.' : manage ? 'Nadie ha pedido una carta laboral todavía.' : 'Aún no has pedido ninguna carta laboral.'}
      />
      {letters.data && <Pages total={letters.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      {company && <RequestJobLetterModal opened={requesting} userId={user.id} company={company} onClose={() => setRequesting(false)} onCreated={(id) => void navigate(jobLetterViewPath(id))} />}
    </Stack>
  );
}
