import { Badge } from '@mantine/core';
import { SERVICE_ORDER_STATUS_LABELS, SERVICE_ORDER_TRANSITIONS, type ServiceOrderStatus } from '../../../../shared/contracts/service-orders';
import { badgeTextFor } from '../../../components/badge-colors';

export const SERVICE_ORDER_STATUS_COLORS: Record<ServiceOrderStatus, string> = { scheduled: 'blue', in_progress: 'orange', done: 'teal', cancelled: 'gray' };

/** The status in words on a coloured badge (the colour never carries it alone). */
export function ServiceOrderStatusBadge({ status, size = 'md' }: { status: ServiceOrderStatus; size?: 'md' | 'lg' }) {
  const color = SERVICE_ORDER_STATUS_COLORS[status];
  return (
    <Badge color={color} c={badgeTextFor(color)} variant="light" size={size}>
      {SERVICE_ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

const ACTION_LABELS: Record<ServiceOrderStatus, string> = { scheduled: 'Reprogramar', in_progress: 'Iniciar trabajo', cancelled: 'Cancelar orden', done: '' };

/** The moves the screen offers: the contract's table; cancelling (and undoing it) is support's. */
export function serviceOrderActions(status: ServiceOrderStatus, manage: boolean): { to: ServiceOrderStatus; label: string }[] {
  return SERVICE_ORDER_TRANSITIONS[status].filter((to) => manage || (to !== 'cancelled' && status !== 'cancelled')).map((to) => ({ to, label: status === 'in_progress' && to === 'scheduled' ? 'Pausar (volver a programada)' : ACTION_LABELS[to] }));
}

/** "1 h 35 min" for labour minutes. */
export const labourText = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`);
