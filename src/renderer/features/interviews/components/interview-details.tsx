import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INTERVIEW_MODE_LABELS, type Interview } from '../../../../shared/contracts/interviews';
import { formatInterviewWhen } from './interview-when';
import { InterviewStatusBadge } from './interview-status-badge';

export interface InterviewDetailsProps {
  interview: Interview;
  /** Show who the candidate is (the company's and the interviewers' view). */
  showCandidate?: boolean;
  /** The actions of whoever looks (confirm, reschedule…). */
  actions?: ReactNode;
}

/** One interview: when, how long, where (the address, or «Entrar a la sala» for video), who, its status and notes. */
export function InterviewDetails({ interview, showCandidate = false, actions }: InterviewDetailsProps) {
  const open = interview.status === 'scheduled' || interview.status === 'confirmed';
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ wordBreak: 'break-word' }}>
            {interview.vacancy_title}
          </Text>
          <Text size="sm" c="dimmed">
            {interview.company_name}
          </Text>
        </div>
        <InterviewStatusBadge status={interview.status} />
      </Group>
      <Text size="sm">
        {formatInterviewWhen(interview.starts_at)} · {interview.duration_minutes} min
      </Text>
      {showCandidate && <Text size="sm">Candidato: {interview.candidate.name}</Text>}
      <Text size="sm">
        {INTERVIEW_MODE_LABELS[interview.mode]}
        {interview.mode === 'in_person' && interview.location ? `: ${interview.location}` : ''}
      </Text>
      {interview.room_path && open && (
        <Anchor component={Link} to={interview.room_path} size="sm" fw={600}>
          Entrar a la sala
        </Anchor>
      )}
      {interview.interviewers.length > 0 && <Text size="sm">Entrevista: {interview.interviewers.map((person) => person.name).join(', ')}</Text>}
      {interview.notes && (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
          {interview.notes}
        </Text>
      )}
      {interview.response_reason && (
        <Text size="sm">
          {interview.status === 'cancelled' ? 'Motivo de la cancelación' : 'Motivo'}: {interview.response_reason}
        </Text>
      )}
      {actions && (
        <Group gap="xs" mt={4}>
          {actions}
        </Group>
      )}
    </Stack>
  );
}
