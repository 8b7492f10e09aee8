import { Alert, Button, Group, Stack, Table, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MIME_TYPES, DOCUMENT_TYPES_LABEL, type Document, type ResourceRef } from '../../../../shared/contracts/files';
import { describeForPeople } from '../../../lib/client-error';
import { useDocuments } from '../api/get-documents';
import { getFileBlob } from '../api/get-file-blob';
import { useUploadDocument } from '../api/upload-document';
import { downloadBlob } from '../../../lib/downloads';
import { formatFileSize } from './file-size';
import { Empty, LoadFailed, Loading } from '../../../components/query-states';
import { FilePicker } from './file-picker';
import { TableScroll } from '../../../components/table-scroll';

export interface ResourceDocumentsProps {
  resource: ResourceRef;
  canWrite: boolean;
}

/** The documents of a record: list, download (fetched with the session) and, for who may, upload. */
export function ResourceDocuments({ resource, canWrite }: ResourceDocumentsProps) {
  const list = useDocuments(resource);
  const upload = useUploadDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);

  async function send() {
    if (!file) return;
    if (file.size > DOCUMENT_MAX_BYTES) {
      setFileError(`El documento pesa más de ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`);
      return;
    }
    setFileError(null);
    const done = await upload.mutateAsync({ ...resource, file }).catch(() => null);
    if (done) setFile(null);
  }

  async function download(document: Document) {
    setDownloading(document.id);
    setDownloadError(null);
    try {
      downloadBlob(document.original_name, await getFileBlob(document.url));
    } catch (error) {
      setDownloadError(describeForPeople(error as never));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Stack gap="sm">
      {canWrite && (
        <Group align="flex-end" wrap="wrap">
          <FilePicker
            label="Subir documento"
            description={`${DOCUMENT_TYPES_LABEL}; hasta ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`}
            placeholder="Elige un archivo"
            accept={DOCUMENT_MIME_TYPES.join(',')}
            value={file}
            onChange={(next) => {
              setFile(next);
              setFileError(null);
              upload.reset();
            }}
            error={fileError ?? (upload.error ? describeForPeople(upload.error) : null)}
            clearable
            w={{ base: '100%', sm: 360 }}
          />
          <Button onClick={() => void send()} disabled={!file} loading={upload.isPending}>
            Subir
          </Button>
        </Group>
      )}
      {downloadError && (
        <Alert color="red" role="alert">
          {downloadError}
        </Alert>
      )}
      {list.isPending && <Loading label="Cargando documentos" />}
      {list.isError && <LoadFailed title="No pudimos cargar los documentos" error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && <Empty>Aún no hay documentos.</Empty>}
      {list.data && list.data.length > 0 && (
        <TableScroll label="Documentos, tabla" minWidth={480}>
          <Table aria-label="Documentos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Archivo</Table.Th>
                <Table.Th scope="col">Tamaño</Table.Th>
                <Table.Th scope="col">Subido</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Descargar</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{document.original_name}</Table.Td>
                  <Table.Td>{formatFileSize(document.size)}</Table.Td>
                  <Table.Td>{new Date(document.created_at).toLocaleDateString('es-MX')}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="light" loading={downloading === document.id} onClick={() => void download(document)} aria-label={`Descargar ${document.original_name}`}>
                      Descargar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
    </Stack>
  );
}
