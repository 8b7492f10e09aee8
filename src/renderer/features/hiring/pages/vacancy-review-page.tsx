import { Alert, Button, Card, Group, List, Spoiler, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { VACANCY_STATUS_LABELS } from '../../../../shared/contracts/jobs-vacancies';
import type { VacancyReviewPage } from '../../../../shared/contracts/jobs-vacancies';
import { Empty, LoadFailed, Loading, Pages, WriteError } from '../../../components/query-states';
import { ReasonModal } from '../../../components/reason-modal';
import { VacancyFacts } from '../../../components/vacancy-facts';
import { useListState } from '../../../hooks/use-list-state';
import { useCan } from '../../../hooks/use-roles';
import type { ClientError } from '../../../lib/client-error';
import { formatDateTime } from '../../../lib/date-format';
import { useVacanciesToReview } from '../api/get-vacancies-to-review';
import { useUpdateVacancyStatus } from '../api/update-vacancy-status';

type ReviewItem = VacancyReviewPage['data'][number];

/** One vacancy waiting: its text as candidates would read it, the near-duplicate warning, publish or reject. */
function ReviewCard({ vacancy, onReject }: { vacancy: ReviewItem; onReject: (vacancy: ReviewItem) => void }) {
  const publish = useUpdateVacancyStatus();
  const headingId = `review-${vacancy.id}`;
  return (
    <Card withBorder component="article" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {vacancy.title}
          </Title>
          <Text size="sm" c="dimmed">
            {vacancy.company_name} · enviada el {formatDateTime(vacancy.updated_at)}
          </Text>
        </div>
        {vacancy.possible_duplicate && (
          <Alert color="orange" title="Posible duplicado" c="var(--mantine-color-text)">
            <Text size="sm">Se parece a otras vacantes vigentes de la misma empresa:</Text>
            <List size="sm">
              {vacancy.similar.map((similar) => (
                <List.Item key={similar.id}>
                  {similar.title} ({VACANCY_STATUS_LABELS[similar.status]}, {Math.round(similar.similarity * 100)} % de parecido)
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        <VacancyFacts vacancy={vacancy} />
        <Spoiler maxHeight={96} showLabel={`Leer toda la vacante «${vacancy.title}»`} hideLabel="Ver menos">
          <Text size="sm" fw={600}>
            Descripción
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {vacancy.description}
          </Text>
          {vacancy.requirements && (
            <>
              <Text size="sm" fw={600} mt="xs">
                Requisitos
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {vacancy.requirements}
              </Text>
            </>
          )}
          {vacancy.benefits && (
            <>
              <Text size="sm" fw={600} mt="xs">
                Prestaciones
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {vacancy.benefits}
              </Text>
            </>
          )}
          {vacancy.soft_skills.length > 0 && (
            <Text size="sm" mt="xs">
              <strong>Habilidades blandas:</strong> {vacancy.soft_skills.map((skill) => skill.name).join(', ')}
            </Text>
          )}
        </Spoiler>
        <WriteError error={publish.error as ClientError | null} />
        <Group justify="flex-end">
          <Button variant="outline" color="red.8" onClick={() => onReject(vacancy)} aria-label={`Rechazar «${vacancy.title}»`}>
            Rechazar
          </Button>
          <Button loading={publish.isPending} onClick={() => void publish.mutateAsync({ id: vacancy.id, input: { status: 'published' } }).catch(() => undefined)} aria-label={`Publicar «${vacancy.title}»`}>
            Publicar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * `/superempleos/revision-vacantes` (super admin, vacancies.review): what companies sent to
 * review, oldest first, each with its full text and the near-duplicate flag; publish, or reject
 * with a reason the company reads.
 */
export default function VacancyReviewPage() {
  const canReview = useCan('vacancies.review');
  const [filters, setFilters] = useListState({ page: 1 });
  const queue = useVacanciesToReview(filters.page, canReview);
  const reject = useUpdateVacancyStatus();
  const [rejecting, setRejecting] = useState<ReviewItem | null>(null);
  if (!canReview) return <Empty>La revisión de vacantes es del equipo de Superempleos.</Empty>;
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Revisión de vacantes</Title>
        <Text size="sm" c="dimmed">
          Las vacantes que las empresas enviaron a revisión, las más antiguas primero. Nada se publica sin pasar por aquí.
        </Text>
      </div>
      {queue.isPending ? (
        <Loading label="Cargando vacantes por revisar" />
      ) : queue.isError ? (
        <LoadFailed title="No se pudo cargar la revisión" error={queue.error as ClientError} onRetry={() => void queue.refetch()} />
      ) : queue.data.data.length === 0 ? (
        <Empty>No hay vacantes por revisar. ¡Todo al día!</Empty>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {queue.data.total === 1 ? '1 vacante por revisar' : `${queue.data.total} vacantes por revisar`}
          </Text>
          {queue.data.data.map((vacancy) => (
            <ReviewCard key={vacancy.id} vacancy={vacancy} onReject={(item) => (reject.reset(), setRejecting(item))} />
          ))}
          <Pages total={queue.data.last_page} value={filters.page} onChange={(next) => setFilters({ page: next }, { push: true })} />
        </>
      )}
      <ReasonModal
        key={rejecting?.id}
        opened={rejecting !== null}
        onClose={() => setRejecting(null)}
        title="Rechazar la vacante"
        lead={rejecting ? `${rejecting.company_name} recibe el aviso con este motivo y puede corregir «${rejecting.title}» para enviarla otra vez.` : ''}
        label="Motivo del rechazo"
        confirmLabel="Rechazar"
        pending={reject.isPending}
        error={reject.error as ClientError | null}
        onSubmit={(reason) => rejecting && void reject.mutateAsync({ id: rejecting.id, input: { status: 'rejected', reason } }).then(() => setRejecting(null), () => undefined)}
      />
    </Stack>
  );
}
