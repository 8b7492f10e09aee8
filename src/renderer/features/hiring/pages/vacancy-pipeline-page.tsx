import { Alert, Anchor, Group, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { ApplicationStatus, PipelineApplication } from '../../../../shared/contracts/jobs-applications';
import { APPLICATION_STATUS_LABELS, PIPELINE_PER_PAGE } from '../../../../shared/contracts/jobs-applications';
import type { VacancyDetail } from '../../../../shared/contracts/jobs-vacancies';
import { VacancyStatusBadge } from '../../../components/job-status-badges';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { VacancyFacts } from '../../../components/vacancy-facts';
import { useCan } from '../../../hooks/use-roles';
import { type ClientError, describeForPeople, serverRefused } from '../../../lib/client-error';
import { formatDateTime } from '../../../lib/date-format';
import { paths, vacancyQuestionsPath } from '../../../lib/paths';
import { useCompanyStore } from '../../../stores/company';
import { useVacancy } from '../api/get-vacancy';
import { useVacancyApplications } from '../../../api/get-vacancy-applications';
import { useUpdateApplicationStatus } from '../api/update-application-status';
import { ApplicationsReportMenu } from '../components/applications-report-menu';
import { PipelineBoard } from '../components/pipeline-board';
import { VacancyFormModal } from '../components/vacancy-form-modal';
import { VacancyStatusActions } from '../components/vacancy-status-actions';

/** What the company reads about where the vacancy stands. */
function StatusNote({ vacancy }: { vacancy: VacancyDetail }) {
  switch (vacancy.status) {
    case 'draft':
      return <Alert color="gray">Borrador: nadie más la ve. Envíala a revisión cuando esté lista.</Alert>;
    case 'in_review':
      return <Alert color="blue">En revisión: el equipo de Superempleos la revisa antes de publicarla. Te avisamos al terminar.</Alert>;
    case 'rejected':
      return (
        <Alert color="red" title="Rechazada en la revisión">
          {vacancy.rejection_reason} — corrígela y envíala otra vez a revisión.
        </Alert>
      );
    case 'paused':
      return <Alert color="orange">Pausada: no aparece en las búsquedas ni recibe postulaciones.</Alert>;
    case 'closed':
      return <Alert color="gray">Cerrada el {formatDateTime(vacancy.closed_at)}. Ya no recibe postulaciones.</Alert>;
    case 'published':
      return null;
  }
}

function Board({ vacancyId }: { vacancyId: number }) {
  const applications = useVacancyApplications(vacancyId);
  const move = useUpdateApplicationStatus();
  const [moveError, setMoveError] = useState<string | null>(null);
  if (applications.isPending) return <Loading label="Cargando postulaciones" />;
  if (applications.data === undefined || serverRefused(applications.error)) return <LoadFailed title="No se pudieron cargar las postulaciones" error={applications.error as ClientError} onRetry={() => void applications.refetch()} />;
  const page = applications.data;
  if (page.total === 0) return <Empty>Aún no hay postulaciones. Aparecen aquí en cuanto alguien se postule.</Empty>;
  const onMove = (application: PipelineApplication, to: ApplicationStatus) => {
    setMoveError(null);
    move.mutate(
      { vacancyId, applicationId: application.id, input: { status: to } },
      { onError: (error) => setMoveError(`No se pudo mover a ${application.candidate.name} a ${APPLICATION_STATUS_LABELS[to]}: ${describeForPeople(error as ClientError)}`) },
    );
  };
  return (
    <Stack gap="xs">
      {moveError && (
        <Alert color="red" role="alert" withCloseButton closeButtonLabel="Cerrar aviso" onClose={() => setMoveError(null)}>
          {moveError}
        </Alert>
      )}
      {page.total > PIPELINE_PER_PAGE && (
        <Text size="sm" c="dimmed">
          Se muestran las {PIPELINE_PER_PAGE} postulaciones con mejor coincidencia de {page.total}; el reporte las trae todas.
        </Text>
      )}
      <PipelineBoard applications={page.data} counts={page.counts} onMove={onMove} pending={move.isPending} />
    </Stack>
  );
}

/**
 * `/superempleos/vacantes/{id}` for company roles: the vacancy's summary and status moves, and
 * its pipeline board (received → hired or rejected), cards ranked by match score.
 */
export default function VacancyPipelinePage() {
  const vacancyId = Number(useParams().vacancyId);
  const company = useCompanyStore((state) => state.selected);
  const canManage = useCan('vacancies.manage');
  const vacancy = useVacancy(Number.isInteger(vacancyId) ? vacancyId : 0);
  const [editing, setEditing] = useState(false);
  if (!canManage) return <Empty>Los tableros de postulaciones los ve quien administra la empresa.</Empty>;
  if (vacancy.isPending) return <Loading label="Cargando vacante" />;
  if (vacancy.data === undefined || serverRefused(vacancy.error)) return <LoadFailed title="No se pudo cargar la vacante" error={vacancy.error as ClientError} onRetry={() => void vacancy.refetch()} />;
  const data = vacancy.data;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.vacancies} size="sm">
        ← Vacantes
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Title order={1}>{data.title}</Title>
            <VacancyStatusBadge status={data.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {data.company_name} · {data.published_at ? `publicada el ${formatDateTime(data.published_at)}` : `creada el ${formatDateTime(data.created_at)}`}
          </Text>
        </div>
        {company && <ApplicationsReportMenu companyId={company.id} vacancyId={data.id} />}
      </Group>
      <StatusNote vacancy={data} />
      <VacancyStatusActions vacancy={data} onEdit={() => setEditing(true)} />
      <Anchor component={Link} to={vacancyQuestionsPath(data.id)} size="sm">
        Banco de preguntas para entrevistas de trabajo
      </Anchor>
      <VacancyFacts vacancy={data} />
      <Spoiler maxHeight={72} showLabel="Ver la descripción completa" hideLabel="Ver menos">
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {data.description}
        </Text>
        {data.requirements && (
          <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
            <strong>Requisitos:</strong> {data.requirements}
          </Text>
        )}
      </Spoiler>
      <Title order={2} size="h3">
        Postulaciones
      </Title>
      <Board vacancyId={data.id} />
      <VacancyFormModal opened={editing} companyId={data.company_id} vacancy={data} onClose={() => setEditing(false)} />
    </Stack>
  );
}
