import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { workInterviewPath, workInterviewStepPath } from '../../../lib/paths';
import { getQuestionAudioQueryOptions } from '../api/get-question-audio';
import { useWorkInterviewStep } from '../api/update-work-interview-step';
import { useInterviewId } from '../hooks/use-interview-id';

/**
 * `/superempleos/entrevistas/cargando?id=&modo=`: starts the interview (or resumes it) and fetches
 * the current question's audio before showing it, so the first question does not wait on the voice.
 */
export default function LoadingPage() {
  const id = useInterviewId();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const step = useWorkInterviewStep(id ?? 0);
  const started = useRef(false);
  const mode = search.get('modo') === 'voice' ? 'voice' : 'typed';

  const prepare = async () => {
    if (id === null) return;
    const interview = await step.mutateAsync({ action: 'start', answer_mode: mode });
    if (interview.status === 'completed') return void navigate(workInterviewStepPath('despedida', id), { replace: true });
    // The audio is a nicety: a question is shown even when its voice could not be fetched.
    if (interview.current) await queryClient.prefetchQuery(getQuestionAudioQueryOptions(id, interview.current.position)).catch(() => undefined);
    void navigate(workInterviewPath(id), { replace: true });
  };

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void prepare().catch(() => undefined);
    // Runs once per visit (the ref keeps React's double effect in development from starting twice).
  }, []);

  if (step.isError) return <LoadFailed title="No pudimos preparar tu entrevista" error={toClientError(step.error)} onRetry={() => void prepare().catch(() => undefined)} />;
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">Preparando tu entrevista…</Text>
      </Stack>
    </Center>
  );
}
