import { Box, LoadingOverlay, Paper } from '@mantine/core';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { SERVICE_ORDERS_PER_PAGE_MAX, SERVICE_ORDER_STATUS_LABELS } from '../../../../shared/contracts/service-orders';
import { calendarCss } from '../../../components/calendar/base-calendar';
import { WallTimeCalendar, useWallTimeRange } from '../../../components/calendar/wall-time-calendar';
import { LoadFailed } from '../../../components/query-states';
import { toLocalInput } from '../../../lib/datetime-input';
import { serviceOrderPath } from '../../../lib/paths';
import { useServiceOrders } from '../api/get-service-orders';

const CALENDAR_CSS = calendarCss('.ordenes-calendario', `.ordenes-calendario { --fc-event-bg-color: var(--mantine-color-blue-9); --fc-event-border-color: var(--mantine-color-blue-9); }`);
const EVENT_COLORS = { scheduled: '#1864ab', in_progress: '#a33b00', done: '#087f5b', cancelled: '#495057' } as const;

/**
 * The company's service orders on the shared calendar (spec §9 configuration): each order at its
 * scheduled time (Mexico City, as everywhere on screen), two hours long (the calendar's default event length), coloured and titled by
 * status. The visible range is one request of up to 200 orders; the years view asks for nothing.
 */
export function ServiceOrdersCalendar({ companyId, technicianId }: { companyId: number; technicianId: number | null }) {
  const navigate = useNavigate();
  const [range, setRange] = useWallTimeRange();
  const orders = useServiceOrders({ companyId, page: 1, perPage: SERVICE_ORDERS_PER_PAGE_MAX, technicianId, from: range?.from, to: range?.to, sort: 'scheduled_at' }, range !== null);
  const events = useMemo(
    () =>
      (orders.data?.data ?? []).map((order) => ({
        id: String(order.id),
        title: `${order.reference} · ${order.title} (${SERVICE_ORDER_STATUS_LABELS[order.status]})`,
        // Mexico City wall time on a UTC calendar: the same clock the list and the detail show, whatever the device's zone.
        start: toLocalInput(order.scheduled_at),
        backgroundColor: EVENT_COLORS[order.status],
        borderColor: EVENT_COLORS[order.status],
        textColor: '#ffffff',
      })),
    [orders.data],
  );
  return (
    <Paper withBorder p="sm" radius="md" pos="relative">
      <LoadingOverlay visible={orders.isFetching} zIndex={5} overlayProps={{ blur: 1 }} />
      {orders.isError && <LoadFailed title="No pudimos cargar el calendario" error={orders.error} onRetry={() => void orders.refetch()} />}
      <Box className="ordenes-calendario" data-testid="calendario-ordenes" aria-busy={orders.isFetching}>
        <style>{CALENDAR_CSS}</style>
        <WallTimeCalendar
          scrollTime="07:00:00"
          events={events}
          onRangeChange={setRange}
          eventClick={(info) => {
            info.jsEvent.preventDefault();
            void navigate(serviceOrderPath(Number(info.event.id)));
          }}
        />
      </Box>
    </Paper>
  );
}
