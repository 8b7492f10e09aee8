import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type MyApplication } from '../../../../shared/contracts/jobs-applications';
import { VACANCY_MODALITY_LABELS } from '../../../../shared/contracts/jobs-vacancies';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';
import { oneOf, useListState } from '../../../hooks/use-list-state';
import { toClientError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/date-format';
import { paths, vacancyPath } from '../../../lib/paths';
import { plural } from '../../../lib/plural';
import { useMyApplications } from '../api/get-my-applications';
import { useWithdrawApplication } from '../api/withdraw-application';
import { ApplicationStepper } from '../components/application-stepper';
import { canWithdraw } from '../components/application-steps';
import { useLiveApplications } from '../components/use-live-applications';

/**
 * `/superempleos/postulaciones`: every application of the candidate with where it stands (a
 * stepper of the pipeline with the day of each move), the company's notes, and «Retirar» while
 * it is open. Live: a move the company makes shows without reloading.
 */
export default function ApplicationsPage() {
  const [filters, setFilters] = useListState({ status: '', page: 1 });
  const status = oneOf(APPLICATION_STATUSES, filters.status);
  const applications = useMyApplications({ page: filters.page, status });
  const [withdrawing, setWithdrawing] = useState<MyApplication | null>(null);
  const withdraw = useWithdrawApplication();
  useLiveApplications();

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Postulaciones</Title>
        <Text size="sm" c="dimmed">
          Dónde está cada una de tus postulaciones. Te avisamos cuando la empresa la mueva.
        </Text>
      </div>
      <Select
        label="Estado"
        placeholder="Todas"
        clearable
        maw={{ sm: 280 }}
        data={APPLICATION_STATUSES.map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }))}
        value={status}
        onChange={(value) => setFilters({ status: value ?? '' })}
        comboboxProps={{ withinPortal: true }}
      />
      {applications.isPending ? (
        <Loading label="Cargando tus postulaciones" />
      ) : applications.isError ? (
        <LoadFailed title="No pudimos cargar tus postulaciones" error={toClientError(applications.error)} onRetry={() => void applications.refetch()} />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {plural(applications.data.total, 'postulación', 'postulaciones')}
          </Text>
          {applications.data.data.length === 0 ? (
            <Empty>
              {status ? (
                'Ninguna postulación con ese estado.'
              ) : (
                <>
                  Aún no te has postulado a ninguna vacante.{' '}
                  <Anchor component={Link} to={paths.vacancies}>
                    Busca vacantes
                  </Anchor>
                </>
              )}
            </Empty>
          ) : (
            applications.data.data.map((application) => <ApplicationCard key={application.id} application={application} onWithdraw={() => setWithdrawing(application)} />)
          )}
          <Pages total={applications.data.last_page} value={filters.page} onChange={(page) => setFilters({ page }, { push: true })} />
        </>
      )}
      <ConfirmDeleteModal
        opened={withdrawing !== null}
        title="Retirar postulación"
        confirmLabel="Retirar"
        pending={withdraw.isPending}
        error={withdraw.error ? toClientError(withdraw.error) : null}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing.id, { onSuccess: () => setWithdrawing(null) })}
        onClose={() => {
          withdraw.reset();
          setWithdrawing(null);
        }}
      >
        ¿Retirar tu postulación a «{withdrawing?.vacancy.title}»? La empresa ya no la verá y no podrás postularte otra vez a esta vacante.
      </ConfirmDeleteModal>
    </Stack>
  );
}

function ApplicationCard({ application, onWithdraw }: { application: MyApplication; onWithdraw: () => void }) {
  const notes = application.history.filter((event) => event.note);
  return (
    <Card withBorder component="article" aria-labelledby={`application-${application.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={vacancyPath(application.vacancy.id)} fw={700} id={`application-${application.id}`} style={{ wordBreak: 'break-word' }}>
              {application.vacancy.title}
            </Anchor>
            <Text size="sm">
              {application.vacancy.company_name} · {application.vacancy.state_name} · {VACANCY_MODALITY_LABELS[application.vacancy.modality]}
            </Text>
            <Text size="xs" c="dimmed">
              Te postulaste el {formatDate(application.created_at)}
            </Text>
          </div>
          <Badge variant="light" c="dark.7" color={application.status === 'rejected' || application.status === 'withdrawn' ? 'gray' : 'blue'} style={{ flexShrink: 0 }}>
            {APPLICATION_STATUS_LABELS[application.status]}
          </Badge>
        </Group>
        <ApplicationStepper application={application} />
        {notes.map((event) => (
          <Text key={event.at} size="sm">
            <strong>Nota de la empresa ({formatDate(event.at)}):</strong> {event.note}
          </Text>
        ))}
        {canWithdraw(application.status) && (
          <Group>
            <Button variant="default" color="red" size="xs" onClick={onWithdraw} aria-label={`Retirar postulación a «${application.vacancy.title}»`}>
              Retirar postulación
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
