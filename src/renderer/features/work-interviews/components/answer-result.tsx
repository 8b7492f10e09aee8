import { Badge, Button, Group, List, Paper, Radio, Stack, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { useState } from 'react';
import { useObjectUrl } from '../../../hooks/use-object-url';
import { RUBRIC_LABELS, RUBRIC_SCORES, type QuestionResult } from '../../../../shared/contracts/work-interviews';
import { WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { useAnswerAudio } from '../api/get-answer-audio';
import { useScoreWorkInterviewAnswer } from '../api/score-work-interview-answer';

function AnswerPlayer({ audioUrl }: { audioUrl: string }) {
  const [wanted, setWanted] = useState(false);
  const audio = useAnswerAudio(audioUrl, wanted);
  const url = useObjectUrl(audio.data);
  if (url) return <audio controls src={url} aria-label="Grabación de la respuesta" style={{ width: '100%' }} />;
  return (
    <Button variant="default" size="xs" onClick={() => setWanted(true)} loading={audio.isFetching} style={{ alignSelf: 'flex-start' }}>
      Escuchar la grabación
    </Button>
  );
}

/** One question's result: the answer, the expected points it covered, everyone's scores, and mine. */
export function AnswerResult({ interviewId, question, myUserId, canScore }: { interviewId: number; question: QuestionResult; myUserId: number | null; canScore: boolean }) {
  const mine = question.scores.find((score) => score.evaluator_user_id === myUserId);
  const [score, setScore] = useState<string>(mine ? String(mine.score) : '');
  const [comment, setComment] = useState(mine?.comment ?? '');
  const save = useScoreWorkInterviewAnswer(interviewId);
  const covered = new Set(question.answer?.covered_points ?? []);
  const groupId = `calificacion-${question.position}`;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {question.position}. {question.text}
          </Title>
          {question.mean_score !== null && <Badge variant="light">Promedio {question.mean_score} / 4</Badge>}
        </Group>
        <Text size="xs" c="dimmed">
          Peso {question.weight} · {Math.round(question.time_limit_seconds / 60 * 10) / 10} min
        </Text>
        {question.answer ? (
          <>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{question.answer.transcript}</Text>
            {question.answer.audio_url && <AnswerPlayer audioUrl={question.answer.audio_url} />}
          </>
        ) : (
          <Text c="dimmed">Sin respuesta (se acabó el tiempo).</Text>
        )}
        <div>
          <Text size="sm" fw={600}>
            Puntos esperados
          </Text>
          <List size="sm" spacing={4}>
            {question.expected_points.map((point, index) => (
              <List.Item
                key={point}
                icon={
                  <ThemeIcon size={18} radius="xl" color={covered.has(index) ? 'teal' : 'gray'} variant={covered.has(index) ? 'filled' : 'light'} aria-hidden>
                    {covered.has(index) ? '✓' : '·'}
                  </ThemeIcon>
                }
              >
                {point} <Text span size="xs" c="dimmed">{covered.has(index) ? '(mencionado)' : '(no mencionado)'}</Text>
              </List.Item>
            ))}
          </List>
        </div>
        {question.scores.length > 0 && (
          <List size="sm" spacing={2}>
            {question.scores.map((each) => (
              <List.Item key={each.evaluator_user_id}>
                {each.evaluator_name}: {each.score} ({RUBRIC_LABELS[each.score as 0]}){each.comment ? ` — ${each.comment}` : ''}
              </List.Item>
            ))}
          </List>
        )}
        {canScore && (
          <Stack gap="xs">
            <Radio.Group id={groupId} label="Tu calificación" value={score} onChange={setScore}>
              <Group gap="sm" mt={4}>
                {RUBRIC_SCORES.map((value) => (
                  <Radio key={value} value={String(value)} label={`${value} · ${RUBRIC_LABELS[value]}`} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea label="Comentario (opcional)" autosize minRows={2} maxLength={1000} value={comment} onChange={(event) => setComment(event.currentTarget.value)} />
            <WriteError error={save.error ? toClientError(save.error) : null} />
            <Button size="sm" style={{ alignSelf: 'flex-start' }} disabled={score === ''} loading={save.isPending} onClick={() => save.mutate({ position: question.position, score: Number(score), comment: comment.trim() || null })}>
              {mine ? 'Actualizar calificación' : 'Guardar calificación'}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
