import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Interview } from '../../../../shared/contracts/interviews';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { ReasonModal } from '../../../components/reason-modal';
import { toClientError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { plural } from '../../../lib/plural';
import { useSessionStore } from '../../../stores/session';
import { useConfirmInterview } from '../api/confirm-interview';
import { useMyInterviews } from '../api/get-my-interviews';
import { useRejectInterview } from '../api/reject-interview';
import { InterviewDetails } from '../components/interview-details';
import { useLiveInterviews } from '../components/use-live-interviews';
import { upcomingFirst } from '../components/interview-when';

/**
 * `/superempleos/entrevistas`: the candidate's interviews (and a staff member's, as interviewer),
 * upcoming first; «Confirmar» and «No puedo asistir» (with the reason the company reads) while
 * one waits for an answer and has not started; the place or «Entrar a la sala».
 */
export default function MyInterviewsPage() {
  const userId = useSessionStore((state) => state.userId);
  const interviews = useMyInterviews(userId);
  const confirm = useConfirmInterview();
  const reject = useRejectInterview();
  const [rejecting, setRejecting] = useState<Interview | null>(null);
  useLiveInterviews();

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Mis entrevistas</Title>
        <Text size="sm" c="dimmed">
          Las entrevistas a las que te invitaron, las próximas primero. Confirma tu asistencia o avisa si no puedes ir.
        </Text>
      </div>
      <Anchor component={Link} to={paths.interviewAgenda} size="sm">
        Verlas en la agenda
      </Anchor>
      <WriteError error={confirm.error ? toClientError(confirm.error) : null} />
      {interviews.isPending ? (
        <Loading label="Cargando tus entrevistas" />
      ) : interviews.isError ? (
        <LoadFailed title="No pudimos cargar tus entrevistas" error={toClientError(interviews.error)} onRetry={() => void interviews.refetch()} />
      ) : interviews.data.length === 0 ? (
        <Empty>Aún no tienes entrevistas. Cuando una empresa te invite, aparecerá aquí y te llegará un correo.</Empty>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {plural(interviews.data.length, 'entrevista', 'entrevistas')}
          </Text>
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {upcomingFirst(interviews.data, new Date()).map((interview) => {
              const answerable = interview.my_role === 'candidate' && interview.status === 'scheduled' && Date.parse(interview.starts_at) > Date.now();
              return (
                <Card key={interview.id} withBorder radius="md" padding="md" component="li" aria-label={`Entrevista: ${interview.vacancy_title}`}>
                  <InterviewDetails
                    interview={interview}
                    showCandidate={interview.my_role !== 'candidate'}
                    actions={
                      answerable ? (
                        <>
                          <Button size="sm" loading={confirm.isPending && confirm.variables === interview.id} onClick={() => confirm.mutate(interview.id)}>
                            Confirmar
                          </Button>
                          <Button
                            size="sm"
                            variant="default"
                            onClick={() => {
                              reject.reset();
                              setRejecting(interview);
                            }}
                          >
                            No puedo asistir
                          </Button>
                        </>
                      ) : null
                    }
                  />
                </Card>
              );
            })}
          </Stack>
        </>
      )}
      <ReasonModal
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="No puedo asistir"
        lead={`Le avisaremos a ${rejecting?.company_name ?? 'la empresa'} que no podrás asistir. Cuéntales por qué; quizá te propongan otro horario.`}
        label="Motivo"
        confirmLabel="Avisar que no asistiré"
        pending={reject.isPending}
        error={reject.error ? toClientError(reject.error) : null}
        onSubmit={(reason) => {
          if (!rejecting) return;
          reject.mutate({ id: rejecting.id, reason }, { onSuccess: () => setRejecting(null) });
        }}
      />
    </Stack>
  );
}
