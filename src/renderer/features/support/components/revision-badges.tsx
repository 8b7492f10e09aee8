import { Badge } from '@mantine/core';
import { REVISION_STATUS_LABELS, type RevisionStatus } from '../../../../shared/contracts/revision-orders';
import { badgeTextFor } from '../../../components/badge-colors';

const STATUS_COLORS: Record<RevisionStatus, string> = { scheduled: 'blue', in_progress: 'orange', done: 'teal', cancelled: 'gray' };

/** The order's status in words on a coloured badge (the colour never carries it alone). */
export function RevisionStatusBadge({ status, size = 'md' }: { status: RevisionStatus; size?: 'md' | 'lg' }) {
  const color = STATUS_COLORS[status];
  return (
    <Badge color={color} c={badgeTextFor(color)} variant="light" size={size}>
      {REVISION_STATUS_LABELS[status]}
    </Badge>
  );
}
