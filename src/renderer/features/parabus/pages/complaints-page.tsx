import { Anchor, Badge, Button, Group, Modal, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  COMPLAINT_CATEGORIES,
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_KINDS,
  COMPLAINT_KIND_LABELS,
  COMPLAINT_STATUSES,
  COMPLAINT_STATUS_LABELS,
  type Complaint,
} from '../../../../shared/contracts/parabus-complaints';
import { badgeTextFor } from '../../../components/badge-colors';
import { type DataTableColumn, DataTable } from '../../../components/data-table';
import { Empty, Pages } from '../../../components/query-states';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';
import { parabusComplaintPath } from '../../../lib/paths';
import { useCompanyComplaints } from '../api/get-company-complaints';
import { ComplaintForm } from '../components/complaint-form';
import { COMPLAINT_STATUS_COLORS, formatDateTime } from '../components/tour-labels';

const COLUMNS: DataTableColumn<Complaint>[] = [
  {
    header: 'Folio',
    cell: (row) => (
      <Anchor component={Link} to={parabusComplaintPath(row.id)} fw={600} ff="monospace">
        {row.folio}
      </Anchor>
    ),
  },
  { header: 'Tipo', cell: (row) => COMPLAINT_KIND_LABELS[row.kind] },
  { header: 'Categoría', cell: (row) => COMPLAINT_CATEGORY_LABELS[row.category] },
  { header: 'Ruta', cell: (row) => row.route?.name ?? '—' },
  {
    header: 'Descripción',
    cell: (row) => (
      <Text size="sm" lineClamp={2} maw={360}>
        {row.description}
      </Text>
    ),
  },
  { header: 'Recibida', cell: (row) => formatDateTime(row.created_at) },
  {
    header: 'Estado',
    cell: (row) => (
      <Badge color={COMPLAINT_STATUS_COLORS[row.status]} c={badgeTextFor(COMPLAINT_STATUS_COLORS[row.status])} variant="light">
        {COMPLAINT_STATUS_LABELS[row.status]}
      </Badge>
    ),
  },
];

/** `/parabus/quejas-y-sugerencias`: the company's complaints and suggestions by status, newest first. */
export default function ComplaintsPage() {
  const { company, allows } = useLogisticsContext();
  const [filters, setFilters] = useListState({ status: 'received', kind: '', category: '', page: 1 });
  const status = oneOf(COMPLAINT_STATUSES, filters.status);
  const kind = oneOf(COMPLAINT_KINDS, filters.kind);
  const category = oneOf(COMPLAINT_CATEGORIES, filters.category);
  const [writing, setWriting] = useState(false);
  const complaints = useCompanyComplaints({ companyId: company?.id ?? 0, page: filters.page, status, kind, category }, Boolean(company) && allows('complaints.manage'));

  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  if (!allows('complaints.manage')) return <Empty>Tu rol no puede ver las quejas y sugerencias de la empresa.</Empty>;
  const counts = complaints.data?.counts;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Quejas y sugerencias</Title>
          <Text size="sm" c="dimmed">
            Lo que pasajeros y usuarios nos escriben, con su respuesta.
          </Text>
        </div>
        <Button onClick={() => setWriting(true)}>Nueva queja o sugerencia</Button>
      </Group>
      <Tabs value={status ?? 'all'} onChange={(value) => setFilters({ status: value === 'all' ? '' : (value ?? '') })}>
        <Tabs.List>
          {COMPLAINT_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {COMPLAINT_STATUS_LABELS[value]} {counts ? `(${counts[value]})` : ''}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="all">Todas</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select label="Tipo" placeholder="Todos" clearable data={COMPLAINT_KINDS.map((value) => ({ value, label: COMPLAINT_KIND_LABELS[value] }))} value={kind} onChange={(value) => setFilters({ kind: value ?? '' })} comboboxProps={{ withinPortal: true }} />
        <Select label="Categoría" placeholder="Todas" clearable data={COMPLAINT_CATEGORIES.map((value) => ({ value, label: COMPLAINT_CATEGORY_LABELS[value] }))} value={category} onChange={(value) => setFilters({ category: value ?? '' })} comboboxProps={{ withinPortal: true }} />
      </SimpleGrid>
      <DataTable
        query={complaints}
        rows={complaints.data?.data ?? []}
        rowKey={(row) => row.id}
        columns={COLUMNS}
        scrollLabel="Lista de quejas y sugerencias"
        tableLabel="Quejas y sugerencias"
        minWidth={860}
        loadingLabel="Cargando quejas y sugerencias"
        errorTitle="No pudimos cargar las quejas y sugerencias"
        empty={status ? `No hay quejas ni sugerencias en «${COMPLAINT_STATUS_LABELS[status]}».` : 'No hay quejas ni sugerencias.'}
      />
      {complaints.data && <Pages total={complaints.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      <Modal opened={writing} onClose={() => setWriting(false)} title="Nueva queja o sugerencia" size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
        {/* The form shows the folio once sent; the list refreshes behind the modal. */}
        {writing && <ComplaintForm mode="app" companyId={company.id} />}
      </Modal>
    </Stack>
  );
}
