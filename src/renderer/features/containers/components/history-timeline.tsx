import { Button, Stack, Text, Timeline } from '@mantine/core';
import { useContainerHistory } from '../api/get-container-history';
import { HISTORY_LABELS, describeHistoryEntry, historyColor } from './history-labels';
import { formatDateTime } from '../../../lib/date-format';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { serverRefused } from '../../../lib/client-error';

/** The container's full history, newest first, a page at a time. */
export function HistoryTimeline({ containerId }: { containerId: number }) {
  const history = useContainerHistory(containerId);
  if (history.isPending) return <Loading label="Cargando historial" />;
  if (history.data === undefined || serverRefused(history.error)) return <LoadFailed title="No pudimos cargar el historial" error={history.error} onRetry={() => void history.refetch()} />;
  const entries = history.data.pages.flatMap((page) => page.data);
  if (entries.length === 0) return <Empty>Sin movimientos todavía.</Empty>;
  return (
    <Stack gap="sm">
      <Timeline bulletSize={14} lineWidth={2} active={entries.length} role="list" aria-label="Historial de movimientos">
        {entries.map((entry) => (
          <Timeline.Item key={entry.id} color={historyColor(entry.kind)} role="listitem" title={HISTORY_LABELS[entry.kind] ?? entry.kind} data-testid="history-entry">
            {describeHistoryEntry(entry).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            {entry.notes && (
              <Text size="sm" c="dimmed">
                {entry.notes}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={2}>
              {formatDateTime(entry.occurred_at)} · {entry.user?.name ?? 'Sistema'}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {history.hasNextPage && (
        <Button variant="subtle" onClick={() => void history.fetchNextPage()} loading={history.isFetchingNextPage}>
          Ver movimientos anteriores
        </Button>
      )}
    </Stack>
  );
}
