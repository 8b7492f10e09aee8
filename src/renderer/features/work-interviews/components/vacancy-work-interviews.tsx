import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router';
import { WORK_INTERVIEW_STATUS_LABELS } from '../../../../shared/contracts/work-interviews';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { workInterviewComparisonPath, workInterviewResultsPath } from '../../../lib/paths';
import { useVacancyWorkInterviews } from '../api/get-vacancy-work-interviews';
import { SendWorkInterviewModal } from './send-work-interview-modal';

/**
 * On the company's vacancy page: its work interviews, each opening its results; sending one; the
 * comparison. With `userId`, one applicant's (their interviews page, `/superempleos/vacantes/{id}/entrevistas/{userId}`).
 */
export function VacancyWorkInterviews({ vacancyId, userId }: { vacancyId: number; userId?: number }) {
  const interviews = useVacancyWorkInterviews(vacancyId, 1, userId);
  const [sending, { open, close }] = useDisclosure(false);
  return (
    <Paper withBorder p="md" mt="md" component="section" aria-labelledby="entrevistas-de-trabajo">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="entrevistas-de-trabajo">
            Entrevistas de trabajo
          </Title>
          <Group gap="sm">
            <Anchor component={Link} to={workInterviewComparisonPath(vacancyId)} size="sm">
              Comparar resultados
            </Anchor>
            <Button size="xs" onClick={open}>
              Enviar entrevista
            </Button>
          </Group>
        </Group>
        <SendWorkInterviewModal vacancyId={vacancyId} opened={sending} onClose={close} />
        {interviews.isPending ? (
          <Loading label="Cargando las entrevistas de trabajo" />
        ) : interviews.isError ? (
          <LoadFailed title="No pudimos cargar las entrevistas de trabajo" error={toClientError(interviews.error)} onRetry={() => void interviews.refetch()} />
        ) : interviews.data.data.length === 0 ? (
          <Empty>{userId === undefined ? 'Aún no envías entrevistas de trabajo en esta vacante.' : 'Aún no le envías una entrevista de trabajo a esta persona.'}</Empty>
        ) : (
          interviews.data.data.map((interview) => (
            <Group key={interview.id} justify="space-between" wrap="nowrap">
              <div>
                <Anchor component={Link} to={workInterviewResultsPath(interview.id)} fw={600}>
                  {interview.candidate.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {interview.answered_count} de {interview.question_count} respondidas
                  {interview.overall_score !== null ? ` · ${interview.overall_score} / 100` : ''}
                </Text>
              </div>
              <Badge variant="light">{WORK_INTERVIEW_STATUS_LABELS[interview.status]}</Badge>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
