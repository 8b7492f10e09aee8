import { Button, Card, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { TicketDetail, TicketMessageKind } from '../../../../shared/contracts/support';
import { WriteError } from '../../../components/query-states';
import { fieldErrorsOf } from '../../../lib/client-error';
import { useCreateTicketMessage } from '../api/create-ticket-message';
import { type Typer, typingMessage } from './typing';

export interface ReplyBoxProps {
  ticket: TicketDetail;
  /** Support may switch to an internal note. */
  support: boolean;
  /** Who else is typing on this ticket (collision detection). */
  typers: readonly Typer[];
  onTyping: (kind: TicketMessageKind) => void;
  onStopTyping: () => void;
}

/**
 * The reply box: «Respuesta pública» (mailed to the requester when support writes it) or, for
 * support, «Nota interna». Each keystroke tells the others (throttled by the caller); above the
 * box, who else is writing, announced politely to screen readers.
 */
export function ReplyBox({ ticket, support, typers, onTyping, onStopTyping }: ReplyBoxProps) {
  const [kind, setKind] = useState<TicketMessageKind>('public_reply');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useCreateTicketMessage();
  const others = typingMessage(typers);
  const note = kind === 'internal_note';

  async function submit() {
    if (!body.trim()) {
      setErrors({ body: 'Escribe el mensaje.' });
      return;
    }
    setErrors({});
    onStopTyping();
    try {
      await send.mutateAsync({ ticketId: ticket.id, kind, body });
      setBody('');
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  }

  if (ticket.status === 'closed') {
    return (
      <Text size="sm" c="dimmed">
        El ticket está cerrado: reábrelo para responder.
      </Text>
    );
  }
  return (
    <Card withBorder component="form" aria-label="Responder" onSubmit={(event) => {
      event.preventDefault();
      void submit();
    }}>
      <Stack gap="sm">
        <Text size="sm" fs="italic" aria-live="polite" mih={20}>
          {others ?? ''}
        </Text>
        {support && (
          <SegmentedControl
            aria-label="Tipo de mensaje"
            value={kind}
            onChange={(value) => {
              onStopTyping();
              setKind(value as TicketMessageKind);
            }}
            data={[
              { value: 'public_reply', label: 'Respuesta pública' },
              { value: 'internal_note', label: 'Nota interna' },
            ]}
          />
        )}
        <Textarea
          label={note ? 'Nota interna' : 'Respuesta pública'}
          description={note ? 'Solo la ve soporte.' : support ? 'Le llega por correo a quien levantó el ticket.' : 'Soporte la verá en el ticket.'}
          autosize
          minRows={3}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (event.currentTarget.value) onTyping(kind);
            else onStopTyping();
          }}
          onBlur={onStopTyping}
          error={errors.body}
          styles={note ? { input: { background: 'var(--mantine-color-yellow-light)' } } : undefined}
        />
        <WriteError error={Object.keys(errors).length ? null : send.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {note ? 'Guardar nota interna' : 'Enviar respuesta'}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
