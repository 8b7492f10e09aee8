import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClientError } from '../lib/client-error';
import { WriteError } from './query-states';

export interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: ClientError | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "¿Eliminar…?": the one confirmation of every delete on these screens. */
export function ConfirmDeleteModal({ opened, title, children, confirmLabel, pending, error, onConfirm, onClose }: ConfirmDeleteModalProps) {
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Cerrar' }} opened={opened} onClose={onClose} title={title}>
      <Stack gap="sm">
        <Text size="sm">{children}</Text>
        <WriteError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancelar
          </Button>
          {/* red.8: white on the default red is under 4.5:1 (axe, WCAG 1.4.3). */}
          <Button color="red.8" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
