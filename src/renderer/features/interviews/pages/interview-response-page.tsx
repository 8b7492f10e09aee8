import { Alert, Button, Card, Container, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { INTERVIEW_MODE_LABELS, INTERVIEW_STATUS_LABELS } from '../../../../shared/contracts/interviews';
import { DefinitionRow } from '../../../components/definition-row';
import { Loading, WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/client-error';
import { useAnswerInterviewResponse } from '../api/answer-interview-response';
import { useInterviewResponse } from '../api/get-interview-response';
import { formatInterviewWhen } from '../components/interview-when';

/**
 * `/entrevista/responder?token=…` (public, no session): the e-mail's link. It shows the interview
 * and asks «Confirmar asistencia» or «No puedo asistir» with a reason; the link works once (the
 * server forgets the token when it is used), so a second visit says so.
 */
export default function InterviewResponsePage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const interview = useInterviewResponse(token);
  const answer = useAnswerInterviewResponse();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const errors = fieldErrorsOf(answer.error);
  const data = interview.data;
  const unknown = !token || (interview.isError && [404, 422].includes(toClientError(interview.error).status ?? 0));

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Tu entrevista</Title>
        {token && interview.isPending && <Loading label="Cargando la entrevista" />}
        {unknown && !answer.isSuccess && (
          <Alert color="red" title="Este enlace ya no sirve" role="alert">
            El enlace ya se usó o no es válido. Revisa tu entrevista en Plataforma, en Superempleos › Mis entrevistas.
          </Alert>
        )}
        {interview.isError && !unknown && (
          <Alert color="red" title="No pudimos cargar la entrevista" role="alert">
            {toClientError(interview.error).message}
          </Alert>
        )}
        {answer.isSuccess && (
          <Alert color="teal" title="Listo" role="status">
            {answer.data.message}
          </Alert>
        )}
        {data && !answer.isSuccess && (
          <Card withBorder>
            <Text mb="sm">Hola {data.candidate_name}:</Text>
            <Stack gap="xs" component="dl" m={0}>
              <DefinitionRow label="Empresa">{data.company_name}</DefinitionRow>
              <DefinitionRow label="Vacante">{data.vacancy_title}</DefinitionRow>
              <DefinitionRow label="Cuándo">{`${formatInterviewWhen(data.starts_at)} (hora del centro de México), ${data.duration_minutes} minutos`}</DefinitionRow>
              <DefinitionRow label="Modalidad">{data.mode === 'in_person' && data.location ? `${INTERVIEW_MODE_LABELS.in_person}: ${data.location}` : INTERVIEW_MODE_LABELS[data.mode]}</DefinitionRow>
              {data.notes && <DefinitionRow label="Notas">{data.notes}</DefinitionRow>}
              <DefinitionRow label="Estado">{INTERVIEW_STATUS_LABELS[data.status]}</DefinitionRow>
            </Stack>
            {rejecting ? (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  answer.mutate({ token, input: { action: 'reject', reason: reason.trim() } });
                }}
              >
                <Stack gap="sm" mt="md">
                  <Textarea label="¿Por qué no puedes asistir?" description="La empresa lo leerá; quizá te proponga otro horario." required autosize minRows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={errors.reason} />
                  <WriteError error={answer.error ? toClientError(answer.error) : null} fieldErrors={errors} />
                  <Group justify="flex-end">
                    <Button variant="default" onClick={() => setRejecting(false)}>
                      Volver
                    </Button>
                    <Button type="submit" color="red.8" loading={answer.isPending}>
                      Avisar que no asistiré
                    </Button>
                  </Group>
                </Stack>
              </form>
            ) : (
              <Stack gap="sm" mt="md">
                <WriteError error={answer.error ? toClientError(answer.error) : null} />
                <Group>
                  <Button loading={answer.isPending} onClick={() => answer.mutate({ token, input: { action: 'confirm' } })}>
                    Confirmar asistencia
                  </Button>
                  <Button variant="default" onClick={() => setRejecting(true)}>
                    No puedo asistir
                  </Button>
                </Group>
              </Stack>
            )}
          </Card>
        )}
      </Stack>
    </Container>
  );
}
