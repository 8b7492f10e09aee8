import type { JobLetterDetail } from '../../../../shared/contracts/job-letters';
import { ReasonModal } from '../../../components/reason-modal';
import type { ClientError } from '../../../lib/client-error';
import { useUpdateJobLetter } from '../api/update-job-letter';

/** The two moves that need a reason told to the employee: rejecting a request, revoking an issued letter. */
const MOVES = {
  reject: { title: 'Rechazar la solicitud', label: 'Motivo del rechazo', confirm: 'Rechazar', lead: (letter: JobLetterDetail) => `${letter.employee_name} recibe el aviso con este motivo.` },
  revoke: { title: 'Revocar la carta', label: 'Motivo', confirm: 'Revocar carta', lead: () => 'Su página de verificación dirá que ya no es válida. La persona recibe el aviso con el motivo.' },
} as const;

/** The shared ReasonModal (components/) wired to `PUT /job-letters/{id}`. */
export function JobLetterReasonModal({ action, letter, opened, onClose, onDone }: { action: keyof typeof MOVES; letter: JobLetterDetail; opened: boolean; onClose: () => void; onDone: () => void }) {
  const move = MOVES[action];
  const update = useUpdateJobLetter();
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={move.title}
      lead={move.lead(letter)}
      label={move.label}
      confirmLabel={move.confirm}
      pending={update.isPending}
      error={update.error as ClientError | null}
      onSubmit={(reason) => void update.mutateAsync({ id: letter.id, input: { action, reason } }).then(onDone, () => undefined)}
    />
  );
}
