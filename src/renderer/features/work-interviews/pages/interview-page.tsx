import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { TYPED_ANSWER_MAX_CHARS, type CandidateWorkInterview } from '../../../../shared/contracts/work-interviews';
import { WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { workInterviewStepPath } from '../../../lib/paths';
import { useAnswerWorkInterview } from '../api/answer-work-interview';
import { workInterviewKey } from '../api/get-work-interview';
import { useWorkInterviewStep } from '../api/update-work-interview-step';
import { AnswerClock } from '../components/answer-clock';
import { InterviewState } from '../components/interview-state';
import { QuestionAudio } from '../components/question-audio';
import { useAnswerRecorder } from '../hooks/use-answer-recorder';
import { useCountdown } from '../hooks/use-countdown';
import { useInterviewId } from '../hooks/use-interview-id';

type Current = NonNullable<CandidateWorkInterview['current']>;

/** One question: spoken and shown, answered by voice or in writing against its clock, sent once. */
function QuestionStep({ interview, current }: { interview: CandidateWorkInterview; current: Current }) {
  const queryClient = useQueryClient();
  const answer = useAnswerWorkInterview(interview.id);
  const [text, setText] = useState('');
  const [typed, setTyped] = useState(interview.answer_mode !== 'voice');
  const { recorder, state: recording, error: recorderError } = useAnswerRecorder(current.position);
  const closesAt = new Date(Date.parse(current.deadline_at) + interview.grace_seconds * 1000).toISOString();

  const sendText = useCallback(() => {
    if (text.trim()) answer.mutate({ position: current.position, text: text.trim() });
  }, [answer, current.position, text]);
  const sendRecording = useCallback(async () => {
    const result = await recorder.stop();
    if (result) answer.mutate({ position: current.position, audio: result.audio });
  }, [answer, current.position, recorder]);

  // At zero the answer so far is sent; past the grace the server has moved on: read where it stands.
  const seconds = useCountdown(current.deadline_at, () => {
    if (typed) sendText();
    else void sendRecording();
  }) ?? 0;
  const graceLeft = useCountdown(closesAt, () => void queryClient.invalidateQueries({ queryKey: workInterviewKey(interview.id) }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} size="h3">
          Pregunta {current.position} de {interview.question_count}
        </Title>
        <AnswerClock seconds={seconds} graceLeft={graceLeft} />
      </Group>
      <Paper withBorder p="md">
        <Text size="lg">{current.text}</Text>
      </Paper>
      <QuestionAudio interviewId={interview.id} position={current.position} />
      {typed ? (
        <>
          <Textarea label="Tu respuesta" autosize minRows={5} maxLength={TYPED_ANSWER_MAX_CHARS} value={text} onChange={(event) => setText(event.currentTarget.value)} disabled={answer.isPending} />
          <Button size="md" onClick={sendText} disabled={!text.trim()} loading={answer.isPending}>
            Enviar respuesta
          </Button>
        </>
      ) : (
        <Stack gap="sm">
          {recorderError && (
            <Alert color="yellow" role="alert">
              {recorderError}
            </Alert>
          )}
          {recording === 'recording' ? (
            <Button size="md" color="red" onClick={() => void sendRecording()}>
              Terminar y enviar mi respuesta
            </Button>
          ) : (
            <Button size="md" onClick={() => void recorder.start()} loading={answer.isPending}>
              Grabar mi respuesta
            </Button>
          )}
          {recording === 'recording' && (
            <Text size="sm" role="status">
              Grabando… habla con claridad.
            </Text>
          )}
          <Button variant="subtle" size="sm" onClick={() => setTyped(true)} disabled={recording === 'recording'}>
            Prefiero escribir esta respuesta
          </Button>
        </Stack>
      )}
      <WriteError error={answer.error ? toClientError(answer.error) : null} />
    </Stack>
  );
}

/** What comes after the last question: finish (if the server has not already) and say goodbye. */
function Finishing({ interview }: { interview: CandidateWorkInterview }) {
  const navigate = useNavigate();
  const finish = useWorkInterviewStep(interview.id);
  const { mutate } = finish;
  useEffect(() => {
    if (interview.status === 'completed') void navigate(workInterviewStepPath('despedida', interview.id), { replace: true });
    else mutate({ action: 'finish' }, { onSuccess: () => void navigate(workInterviewStepPath('despedida', interview.id), { replace: true }) });
  }, [interview.id, interview.status, mutate, navigate]);
  if (finish.isError) return <WriteError error={toClientError(finish.error)} />;
  return <Text role="status">Enviando tu entrevista…</Text>;
}

/**
 * `/superempleos/entrevistas/{id}`: the questions one by one. The server says which one is current
 * (the first unanswered one still in time), so a reload or a dropped connection resumes there.
 */
export default function InterviewPage() {
  const id = useInterviewId();
  return (
    <InterviewState id={id}>
      {(interview) => {
        if (interview.status === 'sent') return <Navigate to={workInterviewStepPath('bienvenida', interview.id)} replace />;
        if (interview.status === 'completed' || !interview.current) return <Finishing interview={interview} />;
        return <QuestionStep key={interview.current.position} interview={interview} current={interview.current} />;
      }}
    </InterviewState>
  );
}
