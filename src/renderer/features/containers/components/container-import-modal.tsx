import { Alert, Button, FileInput, Group, List, Modal, Progress, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { CONTAINER_IMPORT_COLUMNS } from '../../../../shared/contracts/containers';
import { IMPORT_MAX_BYTES as CONTAINER_IMPORT_MAX_BYTES } from '../../../../shared/contracts/imports';
import { describeForPeople } from '../../../lib/client-error';
import { downloadText } from '../../../lib/downloads';
import { isBatchFinished, useContainerBatch } from '../api/get-container-batch';
import { useImportContainers } from '../api/import-containers';
import { plural } from '../../../lib/plural';

export interface ContainerImportModalProps {
  opened: boolean;
  companyId: number;
  onClose: () => void;
}

/** A manifest or stock list (CSV/XLSX) uploaded, then followed row by row until it ends. */
export function ContainerImportModal({ opened, companyId, onClose }: ContainerImportModalProps) {
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState(0);
  const [batchId, setBatchId] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const importer = useImportContainers();
  const batch = useContainerBatch(batchId);
  const data = batch.data;
  const finished = isBatchFinished(data);
  const percent = data ? (data.total > 0 ? Math.round((data.processed / data.total) * 100) : finished ? 100 : 0) : Math.round(upload * 100);

  const close = () => {
    setFile(null);
    setUpload(0);
    setBatchId(null);
    setFileError(null);
    importer.reset();
    onClose();
  };
  async function start() {
    if (!file) {
      setFileError('Elige un archivo CSV o Excel.');
      return;
    }
    if (file.size > CONTAINER_IMPORT_MAX_BYTES) {
      setFileError('El archivo pasa de 10 MB.');
      return;
    }
    setFileError(null);
    try {
      const started = await importer.mutateAsync({ companyId, file, onUploadProgress: setUpload });
      setBatchId(started.id);
    } catch {
      // shown from the mutation
    }
  }

  return (
    <Modal opened={opened} onClose={close} title="Importar contenedores" size="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }}>
      <Stack gap="sm">
        {batchId === null ? (
          <>
            <Text size="sm">Un manifiesto de buque o una lista de inventario, con encabezados en la primera fila. Columnas:</Text>
            <List size="sm" spacing={2}>
              {CONTAINER_IMPORT_COLUMNS.map((column) => (
                <List.Item key={column.field}>
                  <strong>{column.headers[0]}</strong>
                  {column.required ? ' (obligatoria)' : ''}: {column.help}
                </List.Item>
              ))}
            </List>
            <FileInput label="Archivo" placeholder="Elegir archivo .csv o .xlsx" accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" value={file} onChange={setFile} error={fileError} clearable />
            {importer.isPending && <Progress value={percent} aria-label="Subiendo archivo" />}
            {importer.error && (
              <Alert color="red" role="alert">
                {describeForPeople(importer.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button onClick={() => void start()} loading={importer.isPending}>
                Importar
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Progress value={percent} aria-label="Avance de la importación" aria-valuetext={data ? `${data.processed} de ${plural(data.total, 'fila procesada', 'filas procesadas')}` : 'Iniciando'} animated={!finished} />
            <Text size="sm" aria-live="polite">
              {data ? `${data.processed.toLocaleString('es-MX')} de ${plural(data.total, 'fila', 'filas')}` : 'Iniciando…'}
              {finished && data && ` · ${plural(data.created, 'nuevo', 'nuevos')}, ${plural(data.updated, 'actualizado', 'actualizados')}, ${data.unchanged} sin cambios, ${data.failed} con error`}
            </Text>
            {data?.status === 'failed' && data.message && (
              <Alert color="red" role="alert">
                {data.message}
              </Alert>
            )}
            {data && data.errors.length > 0 && (
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text size="sm" fw={600}>
                    Filas con error ({data.errors_total})
                  </Text>
                  <Button size="compact-xs" variant="light" onClick={() => downloadText(`errores-${data.file_name}.csv`, ['fila,error', ...data.errors.map((error) => `${error.row},"${error.message.replaceAll('"', '""')}"`)].join('\n'))}>
                    Descargar errores
                  </Button>
                </Group>
                <ScrollArea.Autosize mah={220}>
                  <Table aria-label="Filas con error">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Fila</Table.Th>
                        <Table.Th scope="col">Error</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {data.errors.map((error) => (
                        <Table.Tr key={`${error.row}-${error.message}`}>
                          <Table.Td>{error.row}</Table.Td>
                          <Table.Td>{error.message}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              </Stack>
            )}
            {batch.error && (
              <Alert color="red" role="alert">
                {describeForPeople(batch.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button onClick={close} disabled={!finished && !batch.error}>
                {finished ? 'Listo' : 'Importando…'}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
