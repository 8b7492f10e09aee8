import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type ClientError, fieldErrorsOf } from '../lib/client-error';
import { WriteError } from './query-states';

export interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  /** The modal's title ("Rechazar la vacante"). */
  title: string;
  /** What happens and who reads the reason. */
  lead: ReactNode;
  /** The reason field's label ("Motivo del rechazo"). */
  label: string;
  /** The red button's text ("Rechazar"). */
  confirmLabel: string;
  pending: boolean;
  /** The write's error: its `reason` field error shows under the field, the rest below. */
  error: ClientError | null;
  /** Sends the move with the reason typed; the caller closes the modal when it succeeds. */
  onSubmit: (reason: string) => void;
}

/**
 * A move that needs a reason told to the other side: rejecting a letter request or a vacancy,
 * revoking a letter. The server checks the reason (its contract's rule, e.g. 5+ characters) and
 * its message shows under the field; the text is kept when the modal closes and opens again.
 */
export function ReasonModal({ opened, onClose, title, lead, label, confirmLabel, pending, error, onSubmit }: ReasonModalProps) {
  const [reason, setReason] = useState('');
  const errors = fieldErrorsOf(error);
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(reason.trim());
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{lead}</Text>
          <Textarea label={label} required data-autofocus autosize minRows={2} value={reason} onChange={(event) => setReason(event.currentTarget.value)} error={errors.reason} />
          <WriteError error={error} fieldErrors={errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Volver
            </Button>
            <Button type="submit" color="red.8" loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
