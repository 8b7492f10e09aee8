import { Alert, Anchor, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { APPLICATION_STATUS_LABELS } from '../../../../shared/contracts/jobs-applications';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { toClientError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useApplyToVacancy } from '../api/apply-to-vacancy';
import { useMyApplications } from '../api/get-my-applications';
import { useVacancy } from '../api/get-vacancy';
import { ApplicationStepper } from '../components/application-stepper';
import { BookmarkToggle } from '../components/bookmark-toggle';
import { VacancyDetails } from '../components/vacancy-details';
import { serverRefused } from '../../../lib/client-error';

const todayInMexico = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

/**
 * `/superempleos/vacantes/{id}` for candidates: the vacancy, «Postularme» with an optional cover
 * letter, the bookmark toggle, and once applied where the application stands. A second try shows
 * the server's own Spanish message (it names where the first application stands).
 */
export default function VacancyPage() {
  const vacancyId = Number(useParams().vacancyId);
  const vacancy = useVacancy(Number.isInteger(vacancyId) ? vacancyId : 0);
  if (vacancy.isPending) return <Loading label="Cargando la vacante" />;
  if (vacancy.data === undefined || serverRefused(vacancy.error)) return <LoadFailed title="No pudimos cargar la vacante" error={toClientError(vacancy.error)} onRetry={() => void vacancy.refetch()} />;
  const detail = vacancy.data;
  const open = detail.status === 'published' && detail.closes_on >= todayInMexico();
  return (
    <Stack gap="lg" maw={820}>
      <Anchor component={Link} to={paths.vacancies} size="sm">
        ← Volver a la búsqueda
      </Anchor>
      <VacancyDetails vacancy={detail} />
      <Group>
        <BookmarkToggle vacancyId={detail.id} vacancyTitle={detail.title} bookmarked={detail.bookmarked} size="sm" />
      </Group>
      {detail.my_application_id !== null ? <MyApplicationCard applicationId={detail.my_application_id} /> : open ? <ApplyForm vacancyId={detail.id} /> : <Alert color="gray">Esta vacante ya no recibe postulaciones.</Alert>}
    </Stack>
  );
}

function ApplyForm({ vacancyId }: { vacancyId: number }) {
  const apply = useApplyToVacancy();
  const [coverLetter, setCoverLetter] = useState('');
  return (
    <Card withBorder component="section" aria-labelledby="apply-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="apply-title">
          Postúlate
        </Title>
        <Textarea
          label="Carta de presentación (opcional)"
          description="Cuéntale a la empresa por qué te interesa el puesto."
          autosize
          minRows={3}
          maxLength={3000}
          value={coverLetter}
          onChange={(event) => setCoverLetter(event.currentTarget.value)}
        />
        <WriteError error={apply.error ? toClientError(apply.error) : null} />
        <Group>
          <Button loading={apply.isPending} onClick={() => apply.mutate({ vacancyId, coverLetter: coverLetter.trim() || null })}>
            Postularme
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Where the caller's application to this vacancy stands (the list holds each one's history). */
function MyApplicationCard({ applicationId }: { applicationId: number }) {
  // A candidate has tens of applications at most: the first page of their list holds this one almost always.
  const applications = useMyApplications({ page: 1 });
  const application = applications.data?.data.find((item) => item.id === applicationId);
  return (
    <Card withBorder component="section" aria-labelledby="my-application-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="my-application-title">
          Ya te postulaste
        </Title>
        {application ? (
          <>
            <Text>
              Tu postulación está en: <strong>{APPLICATION_STATUS_LABELS[application.status]}</strong>
            </Text>
            <ApplicationStepper application={application} />
          </>
        ) : applications.isPending ? (
          <Loading label="Cargando tu postulación" />
        ) : null}
        <Anchor component={Link} to={paths.applications}>
          Ver todas mis postulaciones
        </Anchor>
      </Stack>
    </Card>
  );
}
