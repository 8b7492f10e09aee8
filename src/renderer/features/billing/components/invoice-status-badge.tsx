import { Badge } from '@mantine/core';
import type { InvoiceStatus } from '../../../../shared/contracts/billing';
import { badgeTextFor } from '../../../components/badge-colors';

const LABELS: Record<InvoiceStatus, { label: string; color: string }> = {
  pending: { label: 'Por timbrar', color: 'yellow' },
  stamped: { label: 'Timbrada', color: 'teal' },
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { label, color } = LABELS[status];
  return (
    <Badge color={color} variant="light" c={badgeTextFor(color)}>
      {label}
    </Badge>
  );
}
