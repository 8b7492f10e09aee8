import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CandidateWorkInterview } from '../../../../shared/contracts/work-interviews';
import { LoadFailed, Loading } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { serverRefused } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { asCandidateView, useWorkInterview } from '../api/get-work-interview';

const CLOSED: Partial<Record<CandidateWorkInterview['status'], string>> = {
  expired: 'Esta entrevista venció: ya no recibe respuestas. Si aún te interesa la vacante, escríbele a la empresa.',
  cancelled: 'La empresa canceló esta entrevista.',
};

/**
 * The candidate's interview, or the state instead of it: loading, not found, expired or
 * cancelled. Each step of the flow renders its content through this.
 */
export function InterviewState({ id, children }: { id: number | null; children: (interview: CandidateWorkInterview) => ReactNode }) {
  const query = useWorkInterview(id);
  if (id === null) return <Alert color="red" role="alert">Este enlace de entrevista no es válido.</Alert>;
  if (query.isPending) return <Loading label="Cargando tu entrevista" />;
  // Like every screen (serverRefused): a refetch that never reached the server (the network dropped
  // mid-answer) keeps the question and the typed answer; the offline banner and the send's error say why.
  if (query.data === undefined || serverRefused(query.error)) return <LoadFailed title="No pudimos abrir tu entrevista" error={toClientError(query.error)} onRetry={() => void query.refetch()} />;
  const interview = asCandidateView(query.data);
  if (!interview) return <Alert color="yellow">Esta entrevista es de un candidato; tus resultados están en la página de evaluación.</Alert>;
  const closed = CLOSED[interview.status];
  if (closed) {
    return (
      <Stack>
        <Alert color="yellow" role="status">
          {closed}
        </Alert>
        <Text>
          <Anchor component={Link} to={paths.vacancies}>
            Volver a las vacantes
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return <>{children(interview)}</>;
}
