import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { DefinitionRow } from '../../../components/definition-row';
import { LoadFailed, Loading, WriteError } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';
import { useSignedDocument } from '../api/get-signed-document';
import { useSaveSignedDocumentPdf } from '../api/get-signed-document-pdf';
import { AuditTrail } from '../components/audit-trail';
import { SignPanel } from '../components/sign-panel';
import { SignersList } from '../components/signers-table';

/**
 * `/firma-digital/{id}` (the invitation e-mail's link): a document's state, its signers in order,
 * «Firmar» when it is my turn, the copy to download (the final one once everyone signed) and the
 * audit trail. The app's CSP allows no frames or objects, so the PDF is downloaded, not embedded.
 */
export default function SignedDocumentPage() {
  const id = Number(useParams().documentId);
  const document = useSignedDocument(Number.isInteger(id) ? id : 0);
  const save = useSaveSignedDocumentPdf();
  const data = document.data;
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.digitalSignature} size="sm">
          ← Firma digital
        </Anchor>
        {document.isPending && <Loading label="Cargando el documento" />}
        {document.isError && <LoadFailed title="No pudimos abrir el documento" error={document.error} onRetry={document.error.status === 404 ? undefined : () => void document.refetch()} />}
        {data && (
          <>
            <Stack gap={4}>
              <Title order={1} style={{ wordBreak: 'break-word' }}>
                {data.title}
              </Title>
              <Group gap="xs">
                <Badge color={data.status === 'completed' ? 'teal' : data.your_turn ? 'blue.8' : 'gray'} variant={data.your_turn ? 'filled' : 'light'} style={{ textTransform: 'none' }}>
                  {data.status === 'completed' ? 'Firmado por todos' : data.your_turn ? 'Te toca firmar' : `Esperando a ${data.next_signer ?? 'otra persona'}`}
                </Badge>
              </Group>
            </Stack>
            <Card withBorder>
              <Stack gap="xs" component="dl" m={0}>
                <DefinitionRow label="Código de verificación">
                  <Text span ff="monospace" fw={700}>
                    {data.code}
                  </Text>
                </DefinitionRow>
                <DefinitionRow label="Páginas">{data.page_count} (la última es la bitácora)</DefinitionRow>
                <DefinitionRow label="Enviado">{formatDateTime(data.created_at)}</DefinitionRow>
                <DefinitionRow label="Verificación pública">
                  <Anchor href={data.verification_url} target="_blank" rel="noopener" style={{ wordBreak: 'break-all' }}>
                    {data.verification_url}
                  </Anchor>
                </DefinitionRow>
              </Stack>
              <Group mt="md">
                <Button variant={data.status === 'completed' ? 'filled' : 'light'} loading={save.isPending} onClick={() => save.mutate({ id: data.id, code: data.code })}>
                  {data.status === 'completed' ? 'Descargar copia final' : 'Descargar copia actual'}
                </Button>
              </Group>
              <WriteError error={save.error} />
            </Card>
            {data.your_turn && (
              <section aria-labelledby="sign-title">
                <Title order={2} size="h3" id="sign-title" mb="sm">
                  Firmar
                </Title>
                <SignPanel document={data} />
              </section>
            )}
            {data.status === 'completed' && <Alert color="teal">Todas las personas firmaron. Cualquiera puede comprobar la copia final en la verificación pública con el código QR o el código {data.code}.</Alert>}
            <section aria-labelledby="signers-title">
              <Title order={2} size="h3" id="signers-title" mb="sm">
                Firmantes
              </Title>
              <SignersList document={data} />
            </section>
            <section aria-labelledby="audit-title">
              <Title order={2} size="h3" id="audit-title" mb="sm">
                Bitácora
              </Title>
              <AuditTrail events={data.audit} />
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}
