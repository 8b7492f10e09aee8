import { Anchor, Badge, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SignedDocumentListFilter } from '../../../../shared/contracts/signatures';
import { Empty, LoadFailed, Loading, Pages } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/date-format';
import { signedDocumentPath } from '../../../lib/paths';
import { useSignedDocuments } from '../api/get-signed-documents';
import { documentStanding } from '../lib/signers';

const FILTERS: { value: SignedDocumentListFilter | 'all'; label: string }[] = [
  { value: 'all', label: 'Todos' },
  { value: 'your_turn', label: 'Me toca' },
  { value: 'pending', label: 'En proceso' },
  { value: 'completed', label: 'Firmados' },
];

// Filled blue-6 under white text is below AA contrast; blue-8 passes.
const TONE_COLORS = { turn: 'blue.8', waiting: 'gray', done: 'teal' } as const;

/** «Mis documentos»: what I uploaded and what I must sign, with whose turn it is; newest first. */
export function DocumentsList() {
  const [filter, setFilter] = useState<SignedDocumentListFilter | 'all'>('all');
  const [page, setPage] = useState(1);
  const documents = useSignedDocuments({ page, status: filter === 'all' ? null : filter });
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Mostrar documentos"
        data={FILTERS}
        value={filter}
        onChange={(value) => {
          setFilter(value as typeof filter);
          setPage(1);
        }}
        fullWidth
      />
      {documents.isPending && <Loading label="Cargando tus documentos" />}
      {documents.isError && <LoadFailed title="No pudimos cargar tus documentos" error={documents.error} onRetry={() => void documents.refetch()} />}
      {documents.isSuccess && documents.data.data.length === 0 && (
        <Empty>{filter === 'all' ? 'Aún no tienes documentos. Sube uno en «Nuevo documento» o espera a que te inviten a firmar.' : 'No hay documentos con este estado.'}</Empty>
      )}
      {documents.data && documents.data.data.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Tus documentos">
          {documents.data.data.map((document) => {
            const standing = documentStanding(document);
            return (
              <Card component="li" key={document.id} withBorder padding="md">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Anchor component={Link} to={signedDocumentPath(document.id)} fw={600} style={{ wordBreak: 'break-word' }}>
                      {document.title}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {document.owned ? 'Lo subiste tú' : 'Te invitaron a firmar'} · {document.signers_signed} de {document.signers_total} firmas · {formatDateTime(document.updated_at)}
                    </Text>
                  </Stack>
                  <Badge color={TONE_COLORS[standing.tone]} variant={standing.tone === 'turn' ? 'filled' : 'light'} style={{ textTransform: 'none', maxWidth: '100%' }}>
                    {standing.label}
                  </Badge>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
      {documents.data && <Pages total={documents.data.last_page} value={page} onChange={setPage} />}
    </Stack>
  );
}
