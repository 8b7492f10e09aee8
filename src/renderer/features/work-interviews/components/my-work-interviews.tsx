import { Stack, Text, Title } from '@mantine/core';
import { LoadFailed, Loading } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { useMyWorkInterviews } from '../api/get-my-work-interviews';
import { WorkInterviewCard } from './work-interview-card';

/**
 * The candidate's work interviews, for «Mis entrevistas» beside the live ones (composed in
 * app/my-interviews-page.tsx: features never import features). Open ones first, as the server sends them.
 */
export function MyWorkInterviews() {
  const interviews = useMyWorkInterviews();
  return (
    <Stack gap="sm" component="section" aria-labelledby="entrevistas-de-trabajo">
      <Title order={2} size="h3" id="entrevistas-de-trabajo">
        Entrevistas de trabajo
      </Title>
      {interviews.isPending ? (
        <Loading label="Cargando tus entrevistas de trabajo" />
      ) : interviews.isError ? (
        <LoadFailed title="No pudimos cargar tus entrevistas de trabajo" error={toClientError(interviews.error)} onRetry={() => void interviews.refetch()} />
      ) : interviews.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          Cuando una empresa te envíe preguntas para responder por voz o por escrito, aparecerán aquí.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {interviews.data.map((interview) => (
            <li key={interview.id}>
              <WorkInterviewCard interview={interview} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
