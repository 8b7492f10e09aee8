import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { TableScroll } from '../../../components/table-scroll';
import { formatDate } from '../../../lib/date-format';
import { usePoints } from '../api/get-points';

/** The points one holds by lot, soonest to expire first (the order they are spent in), and the rules. */
export function PointLots({ userId }: { userId: number }) {
  const points = usePoints(userId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="lots-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="lots-title">
          Tus puntos y su vencimiento
        </Title>
        {points.isPending ? (
          <Loading label="Cargando tus puntos" />
        ) : points.isError ? (
          <LoadFailed title="No pudimos cargar tus puntos" error={points.error} onRetry={() => void points.refetch()} />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Ganas 1 punto por cada {`$${points.data.rules.centavos_per_point_earned / 100}`} que recargas o pagas con dinero; cada punto vale {points.data.rules.point_value_centavos} centavos y pagas con puntos hasta el{' '}
              {points.data.rules.max_points_share_percent} % de un cobro. Vencen {points.data.rules.lifetime_days} días después de ganarlos; se usan primero los que vencen antes.
            </Text>
            {points.data.lots.length === 0 ? (
              <Empty>Aún no tienes puntos. Recarga tu wallet para empezar a ganarlos.</Empty>
            ) : (
              <TableScroll label="Lotes de puntos" minWidth={320}>
                <Table striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Vencen el</Table.Th>
                      <Table.Th scope="col">Quedan</Table.Th>
                      <Table.Th scope="col">Ganados el</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {points.data.lots.map((lot) => (
                      <Table.Tr key={lot.id}>
                        <Table.Td>{formatDate(lot.expires_at)}</Table.Td>
                        <Table.Td>
                          {lot.remaining.toLocaleString('es-MX')} de {lot.points.toLocaleString('es-MX')}
                        </Table.Td>
                        <Table.Td>{formatDate(lot.created_at)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </TableScroll>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
