import { Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';

export interface ContactConfirmationProps {
  /** The help-desk reference the server gave the message (`CT-2026-000123`). */
  reference: string;
  /** Where the confirmation e-mail went. */
  email: string;
  onSendAnother: () => void;
}

/**
 * What the sender sees once the message is stored: its reference, big enough to note down, and
 * where the confirmation went. It replaces the form, so the focus moves to its heading; otherwise
 * a keyboard or screen-reader user would be left on a button that no longer exists.
 */
export function ContactConfirmation({ reference, email, onSendAnother }: ContactConfirmationProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Paper component="section" withBorder p="lg" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} id={headingId} ref={heading} tabIndex={-1}>
          Recibimos tu mensaje
        </Title>
        <div>
          <Text size="sm" c="dimmed">
            Tu número de folio
          </Text>
          <Group gap="sm" align="center">
            <Text component="strong" fz="xl" fw={700} ff="monospace">
              {reference}
            </Text>
            <CopyButton value={reference}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="light" onClick={copy}>
                  {copied ? 'Copiado' : 'Copiar folio'}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
        <Text>
          Te enviamos una confirmación a <strong>{email}</strong> con el folio y una copia de tu mensaje. Menciónalo si nos escribes
          de nuevo sobre este tema; te responderemos pronto.
        </Text>
        <Group>
          <Button variant="default" onClick={onSendAnother}>
            Enviar otro mensaje
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
