import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { WORK_INTERVIEW_STATUS_LABELS, type MyWorkInterview } from '../../../../shared/contracts/work-interviews';
import { workInterviewStepPath } from '../../../lib/paths';
import { plural } from '../../../lib/plural';

const STATUS_COLORS: Record<MyWorkInterview['status'], string> = { sent: 'blue', in_progress: 'yellow', completed: 'green', expired: 'gray', cancelled: 'gray' };
const longDate = (iso: string) => new Date(iso).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

export interface WorkInterviewCardProps {
  interview: MyWorkInterview;
}

/**
 * One work interview in the candidate's «Mis entrevistas» (`useMyWorkInterviews` lists them): the
 * company, the vacancy, where it stands and the way in while it is open.
 */
export function WorkInterviewCard({ interview }: WorkInterviewCardProps) {
  const open = interview.status === 'sent' || interview.status === 'in_progress';
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600}>{interview.vacancy_title}</Text>
            <Text size="sm" c="dimmed">
              {interview.company_name} · entrevista de trabajo, {plural(interview.question_count, 'pregunta', 'preguntas')}
            </Text>
          </div>
          <Badge color={STATUS_COLORS[interview.status]} variant="light">
            {WORK_INTERVIEW_STATUS_LABELS[interview.status]}
          </Badge>
        </Group>
        {open && <Text size="sm">Respóndela antes del {longDate(interview.expires_at)}.</Text>}
        {open && (
          <Button component={Link} to={workInterviewStepPath(interview.status === 'in_progress' ? 'cargando' : 'bienvenida', interview.id)} size="sm" style={{ alignSelf: 'flex-start' }}>
            {interview.status === 'in_progress' ? 'Continuar' : 'Responder entrevista'}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
