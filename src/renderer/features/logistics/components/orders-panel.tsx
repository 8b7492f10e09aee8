import { Badge, Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import {
  ORDER_KINDS,
  ORDER_KIND_LABELS,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderKind,
  type OrderStatus,
} from '../../../../shared/contracts/logistics-orders';
import { describeForPeople, fieldErrorsOf, serverRefused } from '../../../lib/client-error';
import { downloadBlob } from '../../../lib/downloads';
import { createOrderInputSchema, useCreateContainerOrder } from '../api/create-container-order';
import { useContainerOrders } from '../api/get-container-orders';
import { useOrderWaybills } from '../api/get-order-waybills';
import { useRoutes } from '../api/get-routes';
import { useTerminals } from '../api/get-terminals';
import { useUnits } from '../api/get-units';
import { useWaybillReport } from '../api/get-waybill-report';
import { updateOrderInputSchema, useUpdateOrder } from '../api/update-order';
import { fromLocalInput } from '../../../lib/datetime-input';
import { badgeTextFor } from '../../../components/badge-colors';
import { formatDateTime } from '../../../lib/date-format';
import { ORDER_ACTION_LABELS, orderActions, waybillBlockers } from './orders';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { WaybillFormModal } from './waybill-form-modal';

const ORDER_STATUS_COLORS: Record<OrderStatus, string> = {
  requested: 'gray',
  approved: 'blue',
  in_progress: 'yellow',
  completed: 'teal',
  rejected: 'red',
  cancelled: 'red',
};

export interface OrdersPanelProps {
  containerId: number;
  containerNumber: string;
  companyId: number;
  roles: readonly string[];
  canCreate: boolean;
  canIssueWaybills: boolean;
}

/** The container's orders with their status flow, their log, and their cartas porte (PDF). */
export function OrdersPanel({ containerId, containerNumber, companyId, roles, canCreate, canIssueWaybills }: OrdersPanelProps) {
  const [page] = useState(1);
  const orders = useContainerOrders(containerId, page);
  const [creating, setCreating] = useState(false);
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Órdenes
        </Title>
        {canCreate && (
          <Button size="xs" onClick={() => setCreating(true)}>
            Nueva orden
          </Button>
        )}
      </Group>
      {orders.isPending && <Loading label="Cargando órdenes" />}
      {orders.isError && <LoadFailed title="No pudimos cargar las órdenes" error={orders.error} onRetry={() => void orders.refetch()} />}
      {orders.data && orders.data.data.length === 0 && <Empty>Este contenedor no tiene órdenes.</Empty>}
      {orders.data?.data.map((order) => <OrderCard key={order.id} order={order} roles={roles} canIssueWaybills={canIssueWaybills} />)}
      {canCreate && <OrderFormModal opened={creating} onClose={() => setCreating(false)} containerId={containerId} containerNumber={containerNumber} companyId={companyId} />}
    </Stack>
  );
}

function OrderCard({ order, roles, canIssueWaybills }: { order: Order; roles: readonly string[]; canIssueWaybills: boolean }) {
  const actions = orderActions(roles, order);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [showWaybills, setShowWaybills] = useState(order.waybills_count > 0);
  const [issuing, setIssuing] = useState(false);
  const blockers = waybillBlockers(order);
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={`Orden ${order.folio}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{order.folio}</Text>
            <Text size="sm">{ORDER_KIND_LABELS[order.kind]}</Text>
            <Badge color={ORDER_STATUS_COLORS[order.status]} c={badgeTextFor(ORDER_STATUS_COLORS[order.status])} variant="light">
              {ORDER_STATUS_LABELS[order.status]}
            </Badge>
          </Group>
          <Group gap={6}>
            {actions.map((next) => (
              <Button key={next} size="compact-sm" variant={next === 'rejected' || next === 'cancelled' ? 'subtle' : 'light'} color={next === 'rejected' || next === 'cancelled' ? 'red' : undefined} onClick={() => setTarget(next)}>
                {ORDER_ACTION_LABELS[next]}
              </Button>
            ))}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {[order.origin && `De ${order.origin.name}`, order.destination && `a ${order.destination.name}`, order.route && `ruta ${order.route.code}`].filter(Boolean).join(' ') || 'Sin origen ni destino'}
          {' · '}
          {order.unit ? `Unidad ${order.unit.number} (${order.unit.plates})` : 'Sin unidad'}
          {' · '}
          {order.driver ? order.driver.full_name : 'Sin chofer'}
          {order.scheduled_at && ` · Programada ${formatDateTime(order.scheduled_at)}`}
        </Text>
        {order.update_report && <Text size="sm">Último reporte: {order.update_report}</Text>}
        <Group gap="xs">
          <Button size="compact-xs" variant="subtle" onClick={() => setShowWaybills((value) => !value)} aria-expanded={showWaybills}>
            Cartas porte ({order.waybills_count})
          </Button>
          {canIssueWaybills && (
            <Button size="compact-xs" variant="light" disabled={blockers.length > 0} onClick={() => setIssuing(true)}>
              Emitir carta porte
            </Button>
          )}
          {canIssueWaybills && blockers.length > 0 && (
            <Text size="xs" c="dimmed">
              Para emitirla: {blockers.join(', ')}.
            </Text>
          )}
        </Group>
        {showWaybills && <WaybillList orderId={order.id} />}
      </Stack>
      <OrderStatusModal order={order} target={target} onClose={() => setTarget(null)} />
      {canIssueWaybills && <WaybillFormModal order={order} opened={issuing} onClose={() => setIssuing(false)} />}
    </Paper>
  );
}

function WaybillList({ orderId }: { orderId: number }) {
  const waybills = useOrderWaybills(orderId);
  const report = useWaybillReport();
  if (waybills.isPending) return <Loading label="Cargando cartas porte" />;
  if (waybills.data === undefined || serverRefused(waybills.error)) return <LoadFailed title="No pudimos cargar las cartas porte" error={waybills.error} />;
  if (waybills.data.data.length === 0) return <Text size="sm" c="dimmed">Sin cartas porte.</Text>;
  return (
    <Stack gap={4}>
      {waybills.data.data.map((waybill) => (
        <Group key={waybill.id} justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
            {waybill.folio} · {formatDateTime(waybill.issued_at)} · {waybill.data.origin.name} → {waybill.data.destination.name}
          </Text>
          <Button
            size="compact-xs"
            variant="light"
            style={{ flexShrink: 0 }}
            loading={report.isPending && report.variables === waybill.id}
            aria-label={`Descargar PDF de ${waybill.folio}`}
            onClick={() => void report.mutateAsync(waybill.id).then((blob) => downloadBlob(`carta-porte-${waybill.folio}.pdf`, blob)).catch(() => undefined)}
          >
            PDF
          </Button>
        </Group>
      ))}
      {report.error && (
        <Text size="sm" c="red" role="alert">
          {describeForPeople(report.error)}
        </Text>
      )}
    </Stack>
  );
}

function OrderStatusModal({ order, target, onClose }: { order: Order; target: OrderStatus | null; onClose: () => void }) {
  const [report, setReport] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateOrder();
  const close = () => {
    setReport('');
    setError(null);
    update.reset();
    onClose();
  };
  async function submit() {
    const parsed = updateOrderInputSchema.safeParse({ update_report: report, status: target ?? undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Revisa el reporte.');
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: order.id, ...parsed.data });
      close();
    } catch {
      // shown from the mutation
    }
  }
  return (
    <Modal opened={target !== null} onClose={close} title={target ? `${ORDER_ACTION_LABELS[target]} · ${order.folio}` : ''} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Textarea label="Reporte" description="Qué pasó; queda en el registro de la orden." required data-autofocus autosize minRows={3} value={report} onChange={(event) => setReport(event.currentTarget.value)} error={error} />
          <WriteError error={update.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cerrar
            </Button>
            <Button type="submit" loading={update.isPending}>
              {target ? ORDER_ACTION_LABELS[target] : 'Guardar'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

interface OrderFormProps {
  opened: boolean;
  onClose: () => void;
  containerId: number;
  containerNumber: string;
  companyId: number;
}

function OrderFormModal({ opened, onClose, containerId, containerNumber, companyId }: OrderFormProps) {
  const [kind, setKind] = useState<OrderKind>('delivery');
  const [originId, setOriginId] = useState<string | null>(null);
  const [destinationId, setDestinationId] = useState<string | null>(null);
  const [routeId, setRouteId] = useState<string | null>(null);
  const [unitId, setUnitId] = useState<string | null>(null);
  const [driverId, setDriverId] = useState<string | null>(null);
  const [scheduled, setScheduled] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateContainerOrder();
  const terminals = useTerminals(companyId, opened);
  const routes = useRoutes(companyId, opened);
  const units = useUnits({ companyId, page: 1, q: '', status: 'active' }, opened);
  const unit = units.data?.data.find((candidate) => String(candidate.id) === unitId);
  const terminalOptions = (terminals.data?.data ?? []).map((terminal) => ({ value: String(terminal.id), label: `${terminal.code} · ${terminal.name}` }));
  const toId = (value: string | null) => (value ? Number(value) : null);

  const close = () => {
    setErrors({});
    create.reset();
    onClose();
  };
  async function submit() {
    const parsed = createOrderInputSchema.safeParse({
      kind,
      origin_terminal_id: toId(originId),
      destination_terminal_id: toId(destinationId),
      route_id: toId(routeId),
      unit_id: toId(unitId),
      driver_id: toId(driverId),
      scheduled_at: fromLocalInput(scheduled),
      notes,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message])));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync({ containerId, ...parsed.data });
      close();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={`Nueva orden · ${containerNumber}`} size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select label="Tipo de orden" required data={ORDER_KINDS.map((value) => ({ value, label: ORDER_KIND_LABELS[value] }))} value={kind} onChange={(value) => value && setKind(value as OrderKind)} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
            <TextInput label="Programada para" type="datetime-local" value={scheduled} onChange={(event) => setScheduled(event.currentTarget.value)} error={errors.scheduled_at} />
            <Select label="Ruta" placeholder="Opcional" clearable searchable data={(routes.data?.data ?? []).map((route) => ({ value: String(route.id), label: `${route.code} · ${route.name}` }))} value={routeId} onChange={setRouteId} error={errors.route_id} comboboxProps={{ withinPortal: true }} />
            <Select label="Origen" placeholder={routeId ? 'El de la ruta' : 'Opcional'} clearable searchable data={terminalOptions} value={originId} onChange={setOriginId} error={errors.origin_terminal_id} comboboxProps={{ withinPortal: true }} />
            <Select label="Destino" placeholder={routeId ? 'El de la ruta' : 'Opcional'} clearable searchable data={terminalOptions} value={destinationId} onChange={setDestinationId} error={errors.destination_terminal_id} comboboxProps={{ withinPortal: true }} />
            <Select
              label="Unidad"
              placeholder="Opcional"
              clearable
              searchable
              data={(units.data?.data ?? []).map((candidate) => ({ value: String(candidate.id), label: `${candidate.number} · ${candidate.plates}` }))}
              value={unitId}
              onChange={(value) => {
                setUnitId(value);
                setDriverId(null);
              }}
              error={errors.unit_id}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Chofer"
              placeholder={unit ? 'Opcional' : 'Elige primero la unidad'}
              clearable
              disabled={!unit}
              data={(unit?.drivers ?? []).map((driver) => ({ value: String(driver.id), label: driver.full_name }))}
              value={driverId}
              onChange={setDriverId}
              error={errors.driver_id}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Textarea label="Notas" autosize minRows={2} value={notes} onChange={(event) => setNotes(event.currentTarget.value)} error={errors.notes} />
          <WriteError error={Object.keys(errors).length ? null : create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Solicitar orden
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
