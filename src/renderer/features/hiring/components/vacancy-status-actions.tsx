import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { VACANCY_COMPANY_TRANSITIONS, type VacancyDetail, type VacancyStatus } from '../../../../shared/contracts/jobs-vacancies';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { WriteError } from '../../../components/query-states';
import type { ClientError } from '../../../lib/client-error';
import { paths } from '../../../lib/paths';
import { useDeleteVacancy } from '../api/delete-vacancy';
import { useUpdateVacancyStatus } from '../api/update-vacancy-status';

/** The company's button for each move the flow allows from where the vacancy stands (closing asks first). */
const MOVE_LABELS: Partial<Record<VacancyStatus, string>> = { in_review: 'Enviar a revisión', draft: 'Regresar a borrador', paused: 'Pausar', published: 'Reanudar' };

/** The company's moves of a vacancy: the ones `VACANCY_COMPANY_TRANSITIONS` allows, plus edit and delete. */
export function VacancyStatusActions({ vacancy, onEdit }: { vacancy: VacancyDetail; onEdit: () => void }) {
  const navigate = useNavigate();
  const move = useUpdateVacancyStatus();
  const remove = useDeleteVacancy();
  const [confirm, setConfirm] = useState<'close' | 'delete' | null>(null);
  const moves = VACANCY_COMPANY_TRANSITIONS[vacancy.status];
  const applied = Object.values(vacancy.application_counts).reduce((sum, count) => sum + count, 0);
  const send = (status: VacancyStatus) => move.mutateAsync({ id: vacancy.id, input: { status } }).then(() => setConfirm(null), () => undefined);
  return (
    <>
      <Group gap="xs">
        {vacancy.status !== 'closed' && (
          <Button variant="default" onClick={onEdit}>
            Editar
          </Button>
        )}
        {moves
          .filter((status) => status !== 'closed')
          .map((status) => (
            <Button key={status} variant={status === 'in_review' ? 'filled' : 'light'} loading={move.isPending && move.variables.input.status === status} onClick={() => void send(status)}>
              {MOVE_LABELS[status]}
            </Button>
          ))}
        {moves.includes('closed') && (
          <Button variant="outline" color="red.8" onClick={() => setConfirm('close')}>
            Cerrar vacante
          </Button>
        )}
        {applied === 0 && (
          <Button variant="outline" color="red.8" onClick={() => setConfirm('delete')}>
            Eliminar
          </Button>
        )}
      </Group>
      {!confirm && <WriteError error={move.error as ClientError | null} />}
      <ConfirmDeleteModal
        opened={confirm === 'close'}
        title="¿Cerrar la vacante?"
        confirmLabel="Cerrar vacante"
        pending={move.isPending}
        error={move.error as ClientError | null}
        onConfirm={() => void send('closed')}
        onClose={() => setConfirm(null)}
      >
        Deja de recibir postulaciones y ya no se puede reabrir. Las postulaciones que ya tiene se conservan.
      </ConfirmDeleteModal>
      <ConfirmDeleteModal
        opened={confirm === 'delete'}
        title="¿Eliminar la vacante?"
        confirmLabel="Eliminar"
        pending={remove.isPending}
        error={remove.error as ClientError | null}
        onConfirm={() => void remove.mutateAsync(vacancy.id).then(() => navigate(paths.vacancies), () => undefined)}
        onClose={() => setConfirm(null)}
      >
        «{vacancy.title}» se borra por completo. Solo se puede porque nadie se ha postulado.
      </ConfirmDeleteModal>
    </>
  );
}
