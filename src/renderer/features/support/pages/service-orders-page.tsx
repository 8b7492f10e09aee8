import { Anchor, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SERVICE_ORDER_STATUSES, SERVICE_ORDER_STATUS_LABELS, type ServiceOrder } from '../../../../shared/contracts/service-orders';
import { DataTable } from '../../../components/data-table';
import { Empty, Pages } from '../../../components/query-states';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { formatDateTime } from '../../../lib/date-format';
import { serviceOrderPath, ticketPath } from '../../../lib/paths';
import { useServiceOrders } from '../api/get-service-orders';
import { NewServiceOrderModal } from '../components/new-service-order-modal';
import { OrdersReportMenu } from '../components/orders-report-menu';
import { ServiceOrderStatusBadge, labourText } from '../components/service-order-labels';
import { ServiceOrdersCalendar } from '../components/service-orders-calendar';
import { useLiveSupport } from '../components/use-live-support';
import { useSupportRole } from '../components/use-support-role';

const MODES = ['lista', 'calendario'] as const;

const COLUMNS = [
  {
    header: 'Referencia',
    cell: (order: ServiceOrder) => (
      <Anchor component={Link} to={serviceOrderPath(order.id)} ff="monospace" fw={600}>
        {order.reference}
      </Anchor>
    ),
  },
  { header: 'Qué', cell: (order: ServiceOrder) => order.title },
  { header: 'Dónde', cell: (order: ServiceOrder) => order.location },
  { header: 'Programada', cell: (order: ServiceOrder) => formatDateTime(order.scheduled_at) },
  { header: 'Estado', cell: (order: ServiceOrder) => <ServiceOrderStatusBadge status={order.status} /> },
  { header: 'Técnico', cell: (order: ServiceOrder) => order.technician?.name ?? 'Sin asignar' },
  { header: 'Mano de obra', cell: (order: ServiceOrder) => labourText(order.labour_minutes) },
  {
    header: 'Ticket',
    cell: (order: ServiceOrder) =>
      order.ticket ? (
        <Anchor component={Link} to={ticketPath(order.ticket.id)}>
          {order.ticket.reference}
        </Anchor>
      ) : (
        '—'
      ),
  },
];

/**
 * `/soporte/ordenes-servicio`: the company's service orders as a list (search, status, only mine)
 * or on the calendar; support creates them here or from a ticket. Filters live in the URL.
 */
export default function ServiceOrdersPage() {
  const { company, support, user } = useSupportRole();
  const navigate = useNavigate();
  const [filters, setFilters] = useListState({ mode: 'lista', status: '', q: '', mine: '', page: 1 });
  const mode = oneOf(MODES, filters.mode) ?? 'lista';
  const status = oneOf(SERVICE_ORDER_STATUSES, filters.status);
  const technicianId = filters.mine === '1' && user ? user.id : null;
  const [creating, setCreating] = useState(false);
  const orders = useServiceOrders({ companyId: company?.id ?? 0, page: filters.page, status, technicianId, q: filters.q }, Boolean(company) && mode === 'lista');

  useLiveSupport('service-orders', company?.id ?? null, support);
  if (!company) return <Empty>Selecciona una empresa.</Empty>;
  const filtered = Boolean(status || filters.q.trim() || technicianId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Órdenes de servicio</Title>
          <Text size="sm" c="dimmed">
            Trabajo de soporte técnico en sitio: qué, dónde, cuándo, quién, refacciones y la firma de quien lo recibe.
          </Text>
        </div>
        <Group align="flex-start">
          <OrdersReportMenu kind="service-orders" companyId={company.id} />
          {support && <Button onClick={() => setCreating(true)}>Nueva orden de servicio</Button>}
        </Group>
      </Group>
      <Group justify="space-between" align="flex-end">
        <SegmentedControl
          aria-label="Vista"
          data={[
            { value: 'lista', label: 'Lista' },
            { value: 'calendario', label: 'Calendario' },
          ]}
          value={mode}
          onChange={(value) => setFilters({ mode: value })}
        />
        <SegmentedControl
          aria-label="De quién"
          data={[
            { value: '', label: 'Todas' },
            { value: '1', label: 'Asignadas a mí' },
          ]}
          value={filters.mine}
          onChange={(value) => setFilters({ mine: value })}
        />
      </Group>
      {mode === 'calendario' ? (
        <ServiceOrdersCalendar companyId={company.id} technicianId={technicianId} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Buscar" placeholder="Qué, dónde o referencia (OS-000123)" type="search" value={filters.q} onChange={(event) => setFilters({ q: event.currentTarget.value })} />
            <Select label="Estado" placeholder="Todos" clearable data={SERVICE_ORDER_STATUSES.map((value) => ({ value, label: SERVICE_ORDER_STATUS_LABELS[value] }))} value={status} onChange={(value) => setFilters({ status: value ?? '' })} comboboxProps={{ withinPortal: true }} />
          </SimpleGrid>
          {orders.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {orders.data.total === 1 ? '1 orden' : `${orders.data.total} órdenes`}
            </Text>
          )}
          <DataTable
            query={orders}
            rows={orders.data?.data ?? []}
            rowKey={(order) => order.id}
            columns={COLUMNS}
            scrollLabel="Lista de órdenes de servicio"
            tableLabel="Órdenes de servicio"
            minWidth={1000}
            loadingLabel="Cargando las órdenes de servicio"
            errorTitle="No pudimos cargar las órdenes de servicio"
            empty={filtered ? 'Ninguna orden coincide con la búsqueda o los filtros.' : 'Aún no hay órdenes de servicio.'}
          />
          {orders.data && <Pages total={orders.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />}
        </>
      )}
      <NewServiceOrderModal opened={creating} companyId={company.id} onClose={() => setCreating(false)} onCreated={(id) => void navigate(serviceOrderPath(id))} />
    </Stack>
  );
}
