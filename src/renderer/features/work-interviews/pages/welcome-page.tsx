import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { workInterviewStepPath } from '../../../lib/paths';
import { plural } from '../../../lib/plural';
import { InterviewState } from '../components/interview-state';
import { formatClock } from '../hooks/use-countdown';
import { useInterviewId } from '../hooks/use-interview-id';

const longDate = (iso: string) => new Date(iso).toLocaleString('es-MX', { dateStyle: 'long', timeStyle: 'short' });

/** `/superempleos/entrevistas/bienvenida?id=`: what to expect before starting. */
export default function WelcomePage() {
  const id = useInterviewId();
  return (
    <InterviewState id={id}>
      {(interview) => {
        const limits = interview.time_limits_seconds;
        const shortest = Math.min(...limits);
        const longest = Math.max(...limits);
        const resuming = interview.status === 'in_progress';
        return (
          <Stack gap="md">
            <Title order={1}>Tu entrevista de trabajo</Title>
            <Text>
              {interview.company_name} te invita a responder una entrevista para «{interview.vacancy_title}».
            </Text>
            <List spacing="xs">
              <List.Item>{plural(interview.question_count, 'pregunta', 'preguntas')}, una a la vez. Cada una se lee en voz alta y la puedes volver a escuchar.</List.Item>
              <List.Item>
                Tienes {shortest === longest ? formatClock(shortest) : `de ${formatClock(shortest)} a ${formatClock(longest)}`} minutos para cada respuesta; un reloj te muestra cuánto queda.
              </List.Item>
              <List.Item>Cada respuesta se guarda al enviarla y no se puede cambiar. Si se corta tu conexión, vuelve a este enlace: sigues en la siguiente pregunta.</List.Item>
              <List.Item>Respóndela antes del {longDate(interview.expires_at)}.</List.Item>
            </List>
            {interview.voice_available ? (
              <Alert color="blue">Responderás hablando: grabamos tu voz y la convertimos en texto. Si prefieres, o si tu micrófono no funciona, puedes responder por escrito.</Alert>
            ) : (
              <Alert color="blue">Responderás por escrito: {interview.voice_unavailable_reason ?? 'la transcripción de voz no está disponible.'}</Alert>
            )}
            {interview.status === 'completed' ? (
              <Button component={Link} to={workInterviewStepPath('despedida', interview.id)}>
                Ya respondiste esta entrevista
              </Button>
            ) : (
              <Button component={Link} to={workInterviewStepPath(resuming ? 'cargando' : 'verificar-datos', interview.id)} size="md">
                {resuming ? 'Continuar la entrevista' : 'Comenzar'}
              </Button>
            )}
          </Stack>
        );
      }}
    </InterviewState>
  );
}
