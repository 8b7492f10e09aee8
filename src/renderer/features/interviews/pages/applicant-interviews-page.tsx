import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { Interview } from '../../../../shared/contracts/interviews';
import { Empty, LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { ReasonModal } from '../../../components/reason-modal';
import { useCan } from '../../../hooks/use-roles';
import { toClientError } from '../../../lib/api-client';
import { vacancyPath } from '../../../lib/paths';
import { useCompanyStore } from '../../../stores/company';
import { useCancelInterview } from '../api/cancel-interview';
import { useApplicant } from '../api/get-applicant';
import { useVacancyInterviews } from '../api/get-vacancy-interviews';
import { useUpdateInterview } from '../api/update-interview';
import { InterviewDetails } from '../components/interview-details';
import { useLiveInterviews } from '../components/use-live-interviews';
import { InterviewFormModal } from '../components/interview-form-modal';
import { upcomingFirst } from '../components/interview-when';
import { serverRefused } from '../../../lib/client-error';

const OPEN = ['scheduled', 'confirmed'];

/**
 * `/superempleos/vacantes/{vacancyId}/entrevistas/{userId}`: the company's interviews with one
 * applicant — each with its status, «Reprogramar», «Cancelar» (with the reason the candidate
 * reads) and «Marcar como realizada» once it started — and «Agendar entrevista». The pipeline
 * card links here with `?agendar={applicationId}`, which opens the form at once.
 */
export default function ApplicantInterviewsPage() {
  const params = useParams();
  const vacancyId = Number(params.vacancyId);
  const userId = Number(params.userId);
  const [search, setSearch] = useSearchParams();
  const canManage = useCan('vacancies.manage');
  const company = useCompanyStore((state) => state.selected);
  const interviews = useVacancyInterviews(Number.isInteger(vacancyId) ? vacancyId : 0, Number.isInteger(userId) ? userId : 0);
  const requested = Number(search.get('agendar'));
  // The application: from the link (the board) or from an earlier interview.
  const applicationId = requested > 0 ? requested : (interviews.data?.[0]?.application_id ?? null);
  const applicant = useApplicant(applicationId);
  const [editing, setEditing] = useState<Interview | 'new' | null>(null);
  const [cancelling, setCancelling] = useState<Interview | null>(null);
  const cancel = useCancelInterview();
  const complete = useUpdateInterview();
  useLiveInterviews();
  const formOpen = editing !== null || (requested > 0 && applicant.isSuccess);

  if (!canManage) return <Empty>Las entrevistas de los postulantes las ve quien administra la empresa.</Empty>;
  if (interviews.isPending) return <Loading label="Cargando entrevistas" />;
  if (interviews.data === undefined || serverRefused(interviews.error)) return <LoadFailed title="No pudimos cargar las entrevistas" error={toClientError(interviews.error)} onRetry={() => void interviews.refetch()} />;

  const applicantData = applicant.data?.view === 'company' && applicant.data.candidate.user_id === userId ? applicant.data : null;
  const candidateName = applicantData?.candidate.name ?? interviews.data[0]?.candidate.name ?? 'el postulante';
  const vacancyTitle = applicantData?.vacancy_title ?? interviews.data[0]?.vacancy_title ?? '';
  const companyId = interviews.data[0]?.company_id ?? company?.id ?? null;
  const closeForm = () => {
    setEditing(null);
    if (requested > 0) setSearch({}, { replace: true });
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={vacancyPath(vacancyId)} size="sm">
        ← Tablero de la vacante
      </Anchor>
      <div>
        <Title order={1}>Entrevistas con {candidateName}</Title>
        {vacancyTitle && (
          <Text size="sm" c="dimmed">
            {vacancyTitle}
          </Text>
        )}
      </div>
      <Group>
        {applicantData && companyId !== null ? (
          <Button onClick={() => setEditing('new')}>Agendar entrevista</Button>
        ) : (
          <Text size="sm" c="dimmed">
            Para agendar una entrevista, usa «Agendar entrevista» en la tarjeta del postulante en el tablero de la vacante.
          </Text>
        )}
      </Group>
      <WriteError error={complete.error ? toClientError(complete.error) : null} />
      <Title order={2} size="h3">
        Entrevistas en vivo
      </Title>
      {interviews.data.length === 0 ? (
        <Empty>Aún no hay entrevistas con esta persona.</Empty>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {upcomingFirst(interviews.data, new Date()).map((interview) => {
            const open = OPEN.includes(interview.status);
            const started = Date.parse(interview.starts_at) <= Date.now();
            return (
              <Card key={interview.id} withBorder radius="md" padding="md" component="li">
                <InterviewDetails
                  interview={interview}
                  actions={
                    open ? (
                      <>
                        <Button size="sm" variant="default" onClick={() => setEditing(interview)}>
                          Reprogramar
                        </Button>
                        <Button
                          size="sm"
                          variant="default"
                          onClick={() => {
                            cancel.reset();
                            setCancelling(interview);
                          }}
                        >
                          Cancelar entrevista
                        </Button>
                        {started && (
                          <Button size="sm" variant="light" loading={complete.isPending} onClick={() => complete.mutate({ id: interview.id, input: { status: 'completed' } })}>
                            Marcar como realizada
                          </Button>
                        )}
                      </>
                    ) : null
                  }
                />
              </Card>
            );
          })}
        </Stack>
      )}
      {companyId !== null && (applicationId !== null || editing !== null) && (
        <InterviewFormModal
          opened={formOpen}
          onClose={closeForm}
          companyId={companyId}
          vacancyId={vacancyId}
          applicationId={editing && editing !== 'new' ? editing.application_id : (applicationId ?? 0)}
          candidateName={candidateName}
          interview={editing && editing !== 'new' ? editing : null}
        />
      )}
      <ReasonModal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title="Cancelar la entrevista"
        lead={`Le avisaremos a ${candidateName} y su calendario quitará la cita. El motivo lo leerá el candidato.`}
        label="Motivo de la cancelación"
        confirmLabel="Cancelar entrevista"
        pending={cancel.isPending}
        error={cancel.error ? toClientError(cancel.error) : null}
        onSubmit={(reason) => {
          if (!cancelling) return;
          cancel.mutate({ id: cancelling.id, reason }, { onSuccess: () => setCancelling(null) });
        }}
      />
    </Stack>
  );
}
