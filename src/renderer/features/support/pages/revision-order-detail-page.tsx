import { Anchor, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { REVISION_ASSET_KIND_LABELS, type RevisionItem } from '../../../../shared/contracts/revision-orders';
import { LoadFailed, Loading } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { useRevisionOrder } from '../api/get-revision-order';
import { ChecklistItemCard } from '../components/checklist-item-card';
import { RevisionStatusBadge } from '../components/revision-badges';
import { RevisionOrderActions } from '../components/revision-order-actions';
import { useLiveSupport } from '../components/use-live-support';
import { useSupportRole } from '../components/use-support-role';
import { Fact } from '../../../components/fact';
import { serverRefused } from '../../../lib/client-error';

/** Items in order, grouped under their section (a section may come back later in the list: each run is its own group). */
function sectionsOf(items: readonly RevisionItem[]) {
  const groups: { section: string | null; items: RevisionItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.section === item.section) last.items.push(item);
    else groups.push({ section: item.section, items: [item] });
  }
  return groups;
}

/** `/soporte/ordenes-revision/{id}/detalles`: the checklist run — answers, notes, photos, progress — and the order's actions. */
export default function RevisionOrderDetailPage() {
  const id = Number(useParams().revisionOrderId);
  const order = useRevisionOrder(Number.isInteger(id) ? id : 0);
  useLiveSupport('revision-orders', order.data?.company_id ?? null, useSupportRole().support);
  if (order.isPending) return <Loading label="Cargando la orden de revisión" />;
  if (order.data === undefined || serverRefused(order.error)) return <LoadFailed title="No pudimos cargar la orden de revisión" error={order.error} onRetry={() => void order.refetch()} />;
  const data = order.data;
  const editable = data.status === 'scheduled' || data.status === 'in_progress';
  const { total, answered, failed } = data.progress;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.revisionOrders} size="sm">
        ← Órdenes de revisión
      </Anchor>
      <Group gap="sm" align="center">
        <Text ff="monospace" fw={700} size="lg">
          {data.reference}
        </Text>
        <RevisionStatusBadge status={data.status} size="lg" />
      </Group>
      <Title order={1}>
        {data.template.name}: {REVISION_ASSET_KIND_LABELS[data.asset.kind].toLowerCase()} {data.asset.label}
      </Title>
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Fact label="Inspector">{data.inspector?.name ?? 'Sin inspector'}</Fact>
          <Fact label="Programada">{formatDateTime(data.scheduled_at)}</Fact>
          <Fact label="Iniciada">{data.started_at ? formatDateTime(data.started_at) : '—'}</Fact>
          <Fact label="Terminada">{data.completed_at ? formatDateTime(data.completed_at) : '—'}</Fact>
        </SimpleGrid>
        {data.notes && (
          <Text size="sm" mt="sm">
            {data.notes}
          </Text>
        )}
      </Card>
      <div>
        <Text size="sm" aria-live="polite">
          {answered} de {total} puntos respondidos{failed ? ` · ${failed} con falla` : ''}
        </Text>
        <Progress value={total ? (100 * answered) / total : 0} size="lg" aria-label="Avance de la revisión" />
      </div>
      <RevisionOrderActions order={data} />
      {sectionsOf(data.items).map((group, index) => (
        <Stack key={`${group.section ?? ''}-${index}`} gap="sm">
          {group.section && <Title order={2} size="h4">{group.section}</Title>}
          {group.items.map((item) => (
            <ChecklistItemCard key={item.id} orderId={data.id} item={item} editable={editable} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
