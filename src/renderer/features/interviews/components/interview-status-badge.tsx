import { Badge } from '@mantine/core';
import { INTERVIEW_STATUS_LABELS, type InterviewStatus } from '../../../../shared/contracts/interviews';
import { badgeTextFor } from '../../../components/badge-colors';

const COLORS: Record<InterviewStatus, string> = { scheduled: 'yellow', confirmed: 'teal', rejected: 'red', cancelled: 'gray', completed: 'blue' };

export function InterviewStatusBadge({ status }: { status: InterviewStatus }) {
  const color = COLORS[status];
  return (
    <Badge color={color} variant="light" c={badgeTextFor(color)}>
      {INTERVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}
