import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SIGNATURE_BOX, type ServiceOrderDetail } from '../../../../shared/contracts/service-orders';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { NumberField, numberFieldsAreValid, numberValue, useNumberField } from '../../../components/number-field';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/date-format';
import { paths, ticketPath } from '../../../lib/paths';
import { useServiceOrder } from '../api/get-service-order';
import { useDeleteServiceOrder } from '../api/delete-service-order';
import { useUpdateServiceOrder } from '../api/update-service-order';
import { ServiceOrderPartsEditor } from '../components/service-order-parts-editor';
import { ServiceOrderStatusBadge, labourText } from '../components/service-order-labels';
import { ServiceOrderStatusActions } from '../components/service-order-status-actions';
import { TechnicianSelect } from '../components/technician-select';
import { useLiveSupport } from '../components/use-live-support';
import { useSupportRole } from '../components/use-support-role';
import { Fact } from '../../../components/fact';
import { serverRefused } from '../../../lib/client-error';

/** The signed strokes, drawn as SVG paths in their own box (the same vectors the PDF prints). */
function SignatureView({ order }: { order: ServiceOrderDetail }) {
  if (!order.signature) return null;
  const d = order.signature.strokes.map((stroke) => stroke.map(([x, y], index) => `${index ? 'L' : 'M'}${x} ${y}`).join(' ') + (stroke.length === 1 ? ' l0.1 0' : '')).join(' ');
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="xs">
        Conformidad de quien recibe
      </Title>
      <svg viewBox={`0 0 ${SIGNATURE_BOX.width} ${SIGNATURE_BOX.height}`} role="img" aria-label={`Firma de ${order.receiver_name ?? ''}`} style={{ width: '100%', maxWidth: 480, border: '1px solid var(--mantine-color-default-border)', borderRadius: 6 }}>
        <path d={d} fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <Text fw={600} mt="xs">
        {order.receiver_name}
      </Text>
      <Text size="sm" c="dimmed">
        Firmó el {formatDateTime(order.signed_at!)}; tomó la firma {order.signed_by?.name ?? '—'}.
      </Text>
      {order.verification_url && (
        <Text size="sm" mt="xs">
          <Anchor href={order.verification_url} target="_blank" rel="noopener">
            Página pública de verificación
          </Anchor>
        </Text>
      )}
      {order.fingerprint && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
          SHA-256: {order.fingerprint}
        </Text>
      )}
    </Card>
  );
}

/** What the technician records: description and labour; support also changes the technician. */
function WorkForm({ order }: { order: ServiceOrderDetail }) {
  const [description, setDescription] = useState(order.description);
  const labour = useNumberField(order.labour_minutes, { min: 0, integer: true });
  const update = useUpdateServiceOrder();
  return (
    <Stack gap="sm">
      <Textarea label="Descripción del trabajo" autosize minRows={3} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />
      <Group align="flex-end">
        <NumberField label="Mano de obra (minutos)" field={labour} w={200} />
        <Button
          variant="light"
          loading={update.isPending}
          onClick={() => {
            if (!numberFieldsAreValid([labour])) return;
            update.mutate({ id: order.id, input: { description, labour_minutes: numberValue(labour) ?? 0 } });
          }}
        >
          Guardar trabajo
        </Button>
      </Group>
      <WriteError error={update.error} />
    </Stack>
  );
}

/** «Eliminar orden», for support while the order is unsigned (`can_manage`: what the API allows). */
function DeleteOrder({ order }: { order: ServiceOrderDetail }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteServiceOrder();
  const navigate = useNavigate();
  return (
    <>
      <Button color="red.8" variant="outline" onClick={() => setConfirming(true)}>
        Eliminar orden
      </Button>
      <ConfirmDeleteModal
        opened={confirming}
        title="Eliminar orden de servicio"
        confirmLabel="Eliminar"
        pending={remove.isPending}
        error={remove.error}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.mutate(order.id, { onSuccess: () => void navigate(paths.serviceOrders) })}
      >
        ¿Eliminar {order.reference} «{order.title}»? Esta acción no se puede deshacer.
      </ConfirmDeleteModal>
    </>
  );
}

/** `/soporte/ordenes-servicio/{id}/detalles`: the order, its status actions, work, parts and — once signed — the signature. */
export default function ServiceOrderDetailPage() {
  const id = Number(useParams().serviceOrderId);
  const order = useServiceOrder(id);
  const reassign = useUpdateServiceOrder();
  useLiveSupport('service-orders', order.data?.company_id ?? null, useSupportRole().support);
  if (order.isPending) return <Loading label="Cargando la orden de servicio" />;
  if (order.data === undefined || serverRefused(order.error)) return <LoadFailed title="No pudimos cargar la orden de servicio" error={order.error} onRetry={() => void order.refetch()} />;
  const data = order.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.serviceOrders} size="sm">
        ← Órdenes de servicio
      </Anchor>
      <Stack gap="sm">
        <Group gap="sm">
          <Text ff="monospace" fw={700} size="lg">
            {data.reference}
          </Text>
          <ServiceOrderStatusBadge status={data.status} size="lg" />
        </Group>
        <Title order={1}>{data.title}</Title>
        <Card withBorder>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            <Fact label="Dónde">{data.location}</Fact>
            <Fact label="Programada">{formatDateTime(data.scheduled_at)}</Fact>
            <Fact label="Mano de obra">{labourText(data.labour_minutes)}</Fact>
            <Fact label="Ticket">
              {data.ticket ? (
                <Anchor component={Link} to={ticketPath(data.ticket.id)}>
                  {data.ticket.reference}
                </Anchor>
              ) : (
                '—'
              )}
            </Fact>
            {data.can_manage ? (
              <TechnicianSelect companyId={data.company_id} value={data.technician?.id ?? null} current={data.technician} disabled={reassign.isPending} onChange={(technicianId) => reassign.mutate({ id: data.id, input: { technician_id: technicianId } })} error={reassign.error ? 'No se pudo asignar a esa persona.' : undefined} />
            ) : (
              <Fact label="Técnico">{data.technician?.name ?? 'Sin asignar'}</Fact>
            )}
            <Fact label="Creó">{data.created_by?.name ?? '—'}</Fact>
          </SimpleGrid>
        </Card>
        <ServiceOrderStatusActions order={data} />
        {data.can_manage && (
          <Group>
            <DeleteOrder order={data} />
          </Group>
        )}
      </Stack>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Trabajo
        </Title>
        {data.can_work ? <WorkForm key={data.updated_at} order={data} /> : <Text>{data.description || 'Sin descripción.'}</Text>}
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="xs">
          Refacciones y materiales
        </Title>
        <ServiceOrderPartsEditor order={data} />
      </Card>
      <SignatureView order={data} />
    </Stack>
  );
}
