import { Badge } from '@mantine/core';
import { JOB_LETTER_STATUS_LABELS, type JobLetterStatus } from '../../../../shared/contracts/job-letters';
import { badgeTextFor } from '../../../components/badge-colors';

const COLORS: Record<JobLetterStatus, string> = { requested: 'blue', drafted: 'yellow', issued: 'teal', rejected: 'red', cancelled: 'gray', revoked: 'orange' };

export function JobLetterStatusBadge({ status }: { status: JobLetterStatus }) {
  const color = COLORS[status];
  return (
    <Badge color={color} variant="light" c={badgeTextFor(color)}>
      {JOB_LETTER_STATUS_LABELS[status]}
    </Badge>
  );
}
