import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Document } from '../../../../shared/contracts/files';
import type { TicketDetail, TicketMessage } from '../../../../shared/contracts/support';
import { LoadFailed, Loading } from '../../../components/query-states';
import { downloadBlob } from '../../../lib/downloads';
import { getTicketDocumentFile } from '../api/get-ticket-document-file';
import { useTicketDocuments } from '../api/get-ticket-documents';
import { useTicketMessages } from '../api/get-ticket-messages';
import { formatDateTime } from './ticket-labels';

const sizeText = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function Attachments({ ids, documents }: { ids: number[]; documents: Map<number, Document> }) {
  if (ids.length === 0) return null;
  return (
    <Stack gap={4} mt="xs" role="list" aria-label="Adjuntos">
      {ids.map((id) => {
        const doc = documents.get(id);
        return (
          <Group key={id} gap="xs" role="listitem">
            <Text size="sm">📎 {doc ? `${doc.original_name} (${sizeText(doc.size)})` : `Adjunto ${id}`}</Text>
            {doc && (
              <Button variant="subtle" size="compact-sm" aria-label={`Descargar ${doc.original_name}`} onClick={() => void getTicketDocumentFile(doc.url).then((blob) => downloadBlob(doc.original_name, blob))}>
                Descargar
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

/** One message: a public reply on a plain card; an internal note on a tinted, dashed card that says so in words. */
function MessageCard({ message, documents }: { message: TicketMessage; documents: Map<number, Document> }) {
  const note = message.kind === 'internal_note';
  return (
    <Card
      withBorder
      component="article"
      aria-label={`${note ? 'Nota interna' : 'Respuesta'} de ${message.author?.name ?? 'la plataforma'}`}
      style={note ? { background: 'var(--mantine-color-yellow-light)', borderStyle: 'dashed', borderColor: 'var(--mantine-color-yellow-outline)' } : undefined}
    >
      <Group justify="space-between" gap="xs" mb={6}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {message.author?.name ?? 'Plataforma'}
          </Text>
          {note ? (
            <Badge color="yellow" c="var(--mantine-color-text)" variant="light" size="sm">
              Nota interna · solo soporte
            </Badge>
          ) : (
            <Badge color="gray" variant="outline" size="sm">
              Respuesta pública
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.created_at)}
        </Text>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {message.body}
      </Text>
      <Attachments ids={message.attachments} documents={documents} />
    </Card>
  );
}

/** The ticket's description first (the requester's opening words), then the conversation, oldest first. */
export function Conversation({ ticket }: { ticket: TicketDetail }) {
  const messages = useTicketMessages(ticket.id);
  const withFiles = Boolean(messages.data?.some((message) => message.attachments.length > 0));
  const documents = useTicketDocuments(ticket.id, withFiles);
  const byId = new Map((documents.data ?? []).map((doc) => [doc.id, doc]));
  return (
    <Stack gap="sm" component="section" aria-labelledby="ticket-conversation">
      <Title order={2} size="h3" id="ticket-conversation">
        Conversación
      </Title>
      <Card withBorder component="article" aria-label={`Descripción de ${ticket.requester.name}`}>
        <Group justify="space-between" gap="xs" mb={6}>
          <Text fw={600} size="sm">
            {ticket.requester.name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(ticket.created_at)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {ticket.description}
        </Text>
      </Card>
      {messages.isPending && <Loading label="Cargando la conversación" />}
      {messages.isError && <LoadFailed title="No pudimos cargar la conversación" error={messages.error} onRetry={() => void messages.refetch()} />}
      {messages.data?.map((message) => <MessageCard key={message.id} message={message} documents={byId} />)}
      {messages.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          Aún no hay respuestas.
        </Text>
      )}
    </Stack>
  );
}
