import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { RECOMMENDATION_LABELS, RECOMMENDATIONS, WORK_INTERVIEW_STATUS_LABELS, type CompanyWorkInterview, type Recommendation } from '../../../../shared/contracts/work-interviews';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { workInterviewComparisonPath } from '../../../lib/paths';
import { useSessionStore } from '../../../stores/session';
import { useEvaluateWorkInterview } from '../api/evaluate-work-interview';
import { useWorkInterviewResults } from '../api/get-work-interview-results';
import { AnswerResult } from '../components/answer-result';
import { serverRefused } from '../../../lib/client-error';

function Recommend({ interview, myUserId }: { interview: CompanyWorkInterview; myUserId: number | null }) {
  const mine = interview.evaluations.find((evaluation) => evaluation.evaluator_user_id === myUserId);
  const [recommendation, setRecommendation] = useState<Recommendation>(mine?.recommendation ?? 'hold');
  const [summary, setSummary] = useState(mine?.summary ?? '');
  const evaluate = useEvaluateWorkInterview(interview.id);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Tu recomendación
        </Title>
        <SegmentedControl aria-label="Recomendación" value={recommendation} onChange={(value) => setRecommendation(value as Recommendation)} data={RECOMMENDATIONS.map((value) => ({ value, label: RECOMMENDATION_LABELS[value] }))} />
        <Textarea label="Resumen (opcional)" autosize minRows={2} maxLength={2000} value={summary} onChange={(event) => setSummary(event.currentTarget.value)} />
        <WriteError error={evaluate.error ? toClientError(evaluate.error) : null} />
        <Button style={{ alignSelf: 'flex-start' }} loading={evaluate.isPending} onClick={() => evaluate.mutate({ recommendation, summary: summary.trim() || null })}>
          Guardar recomendación
        </Button>
        {interview.evaluations.length > 0 && (
          <Stack gap={2}>
            {interview.evaluations.map((evaluation) => (
              <Text key={evaluation.evaluator_user_id} size="sm">
                {evaluation.evaluator_name}: {RECOMMENDATION_LABELS[evaluation.recommendation]}
                {evaluation.summary ? ` — ${evaluation.summary}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * `/superempleos/resultados-evaluacion/{id}` (the company's evaluators): each question with the
 * transcript, the recording, the expected points it covered, the scores and mine; the
 * recommendation; the overall score.
 */
export default function ResultsPage() {
  const id = Number(useParams().workInterviewId);
  const results = useWorkInterviewResults(id);
  const myUserId = useSessionStore((state) => state.userId);
  if (results.isPending) return <Loading label="Cargando los resultados" />;
  if (results.data === undefined || serverRefused(results.error)) return <LoadFailed title="No pudimos cargar los resultados" error={toClientError(results.error)} onRetry={() => void results.refetch()} />;
  const interview = results.data;
  const completed = interview.status === 'completed';
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Resultados de la entrevista</Title>
        <Text>
          {interview.candidate.name} · «{interview.vacancy_title}»
        </Text>
        <Group gap="xs" mt="xs">
          <Badge variant="light">{WORK_INTERVIEW_STATUS_LABELS[interview.status]}</Badge>
          <Badge variant="filled" color={interview.overall_score === null ? 'gray' : 'teal.8'}>
            {interview.overall_score === null ? 'Sin calificar' : `Calificación general: ${interview.overall_score} / 100`}
          </Badge>
          {interview.answer_mode && <Badge variant="outline">{interview.answer_mode === 'voice' ? 'Respondió hablando' : 'Respondió por escrito'}</Badge>}
        </Group>
        <Anchor component={Link} to={workInterviewComparisonPath(interview.vacancy_id)} size="sm">
          Comparar con las demás entrevistas de la vacante
        </Anchor>
      </div>
      {!completed && <Text c="dimmed">Se califica cuando el candidato termina de responder.</Text>}
      {interview.questions.map((question) => (
        <AnswerResult key={question.position} interviewId={interview.id} question={question} myUserId={myUserId} canScore={completed} />
      ))}
      {completed && <Recommend interview={interview} myUserId={myUserId} />}
    </Stack>
  );
}
