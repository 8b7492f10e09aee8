import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { InterviewState } from '../components/interview-state';
import { useInterviewId } from '../hooks/use-interview-id';

/** `/superempleos/entrevistas/despedida?id=`: the interview is over; what happens next. */
export default function FarewellPage() {
  const id = useInterviewId();
  return (
    <InterviewState id={id}>
      {(interview) => (
        <Stack gap="md">
          <Title order={1}>¡Gracias por tus respuestas!</Title>
          <Text>
            Enviamos tu entrevista a {interview.company_name}. Te avisaremos cuando la revisen; la empresa te contactará con los siguientes pasos de «{interview.vacancy_title}».
          </Text>
          <Text size="sm" c="dimmed">
            Respondiste {interview.answered_positions.length} de {interview.question_count} preguntas.
          </Text>
          <Button component={Link} to={paths.applications} variant="default">
            Ver mis postulaciones
          </Button>
        </Stack>
      )}
    </InterviewState>
  );
}
