import { Anchor, Button, Group, Select, SimpleGrid, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { REVISION_ASSET_KINDS, REVISION_ASSET_KIND_LABELS, REVISION_STATUSES, REVISION_STATUS_LABELS, REVISION_VIEWS } from '../../../../shared/contracts/revision-orders';
import { Empty, Pages } from '../../../components/query-states';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { paths, revisionOrderPath } from '../../../lib/paths';
import { useRevisionOrders } from '../api/get-revision-orders';
import { NewRevisionOrderModal } from '../components/new-revision-order-modal';
import { OrdersReportMenu } from '../components/orders-report-menu';
import { RevisionOrdersTable } from '../components/revision-orders-table';
import { useLiveSupport } from '../components/use-live-support';
import { useSupportRole } from '../components/use-support-role';

/**
 * `/soporte/ordenes-revision`: the company's revision orders for support (all, or the ones I
 * inspect), filtered by status and asset kind, searched by reference or asset; «Nueva orden» from
 * a template and an asset. Someone who is not support sees the orders they inspect, if any.
 */
export default function RevisionOrdersPage() {
  const { company, user, support } = useSupportRole();
  const navigate = useNavigate();
  const [filters, setFilters] = useListState({ view: 'all', status: '', kind: '', q: '', page: 1 });
  const view = support ? (oneOf(REVISION_VIEWS, filters.view) ?? 'all') : 'mine';
  const status = oneOf(REVISION_STATUSES, filters.status);
  const assetKind = oneOf(REVISION_ASSET_KINDS, filters.kind);
  const [creating, setCreating] = useState(false);
  const orders = useRevisionOrders({ companyId: company?.id ?? 0, page: filters.page, view, status, assetKind, q: filters.q }, Boolean(company));

  useLiveSupport('revision-orders', company?.id ?? null, support);
  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  const filtered = Boolean(status || assetKind || filters.q.trim());
  const self = user ? { id: user.id, name: [user.name, user.surname].filter(Boolean).join(' ') } : null;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Órdenes de revisión</Title>
          <Text size="sm" c="dimmed">
            Inspecciones de unidades, contenedores y equipo con la lista de revisión de una plantilla.
          </Text>
        </div>
        {support && (
          <Group align="flex-start">
            <OrdersReportMenu kind="revision-orders" companyId={company.id} />
            <Anchor component={Link} to={paths.checklistTemplates}>
              Plantillas de revisión
            </Anchor>
            <Button onClick={() => setCreating(true)}>Nueva orden</Button>
          </Group>
        )}
      </Group>
      {support && (
        <Tabs value={view} onChange={(value) => setFilters({ view: value ?? 'all' })}>
          <Tabs.List>
            <Tabs.Tab value="all">Todas</Tabs.Tab>
            <Tabs.Tab value="mine">Las que inspecciono</Tabs.Tab>
          </Tabs.List>
        </Tabs>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Buscar" placeholder="Referencia (OR-000123) o activo" type="search" value={filters.q} onChange={(event) => setFilters({ q: event.currentTarget.value })} />
        <Select label="Estado" placeholder="Todos" clearable data={REVISION_STATUSES.map((value) => ({ value, label: REVISION_STATUS_LABELS[value] }))} value={status} onChange={(value) => setFilters({ status: value ?? '' })} comboboxProps={{ withinPortal: true }} />
        <Select label="Tipo de activo" placeholder="Todos" clearable data={REVISION_ASSET_KINDS.map((value) => ({ value, label: REVISION_ASSET_KIND_LABELS[value] }))} value={assetKind} onChange={(value) => setFilters({ kind: value ?? '' })} comboboxProps={{ withinPortal: true }} />
      </SimpleGrid>
      {orders.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {orders.data.total === 1 ? '1 orden' : `${orders.data.total} órdenes`}
        </Text>
      )}
      <RevisionOrdersTable
        query={orders}
        rows={orders.data?.data ?? []}
        empty={filtered ? 'Ninguna orden coincide con la búsqueda o los filtros.' : view === 'mine' ? 'No tienes órdenes de revisión asignadas.' : 'Aún no hay órdenes de revisión. Usa «Nueva orden» para programar una.'}
      />
      {orders.data && <Pages total={orders.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
      <NewRevisionOrderModal opened={creating} companyId={company.id} self={self} onClose={() => setCreating(false)} onCreated={(id) => void navigate(revisionOrderPath(id))} />
    </Stack>
  );
}
