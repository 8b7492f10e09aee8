import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { JobLetterDetail } from '../../../../shared/contracts/job-letters';
import { WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import { useUpdateJobLetter } from '../api/update-job-letter';

/** The two moves that need a reason told to the employee: rejecting a request, revoking an issued letter. */
const MOVES = {
  reject: { title: 'Rechazar la solicitud', label: 'Motivo del rechazo', confirm: 'Rechazar', lead: (letter: JobLetterDetail) => `${letter.employee_name} recibe el aviso con este motivo.` },
  revoke: { title: 'Revocar la carta', label: 'Motivo', confirm: 'Revocar carta', lead: () => 'Su página de verificación dirá que ya no es válida. La persona recibe el aviso con el motivo.' },
} as const;

export function ReasonModal({ action, letter, opened, onClose, onDone }: { action: keyof typeof MOVES; letter: JobLetterDetail; opened: boolean; onClose: () => void; onDone: () => void }) {
  const move = MOVES[action];
  const [reason, setReason] = useState('');
  const update = useUpdateJobLetter();
  const errors = fieldErrorsOf(update.error);
  return (
    <Modal opened={opened} onClose={onClose} title={move.title} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void update.mutateAsync({ id: letter.id, input: { action, reason } }).then(onDone, () => undefined);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{move.lead(letter)}</Text>
          <Textarea label={move.label} required data-autofocus value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={errors.reason} />
          <WriteError error={update.error} fieldErrors={errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Volver
            </Button>
            <Button type="submit" color="red" loading={update.isPending}>
              {move.confirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
