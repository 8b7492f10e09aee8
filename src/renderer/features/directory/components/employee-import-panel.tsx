import { Alert, Button, Group, List, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EMPLOYEE_IMPORT_COLUMNS } from '../../../../shared/contracts/employee-import';
import { BATCH_ERRORS_SHOWN, IMPORT_MAX_BYTES as EMPLOYEE_IMPORT_MAX_BYTES } from '../../../../shared/contracts/imports';
import { describeForPeople } from '../../../lib/client-error';
import { isBatchFinished, useBatch } from '../api/get-batch';
import { useImportEmployees } from '../api/import-employees';
import { downloadBlob, downloadText } from '../../../lib/downloads';
import { type TemplateFormat, useImportTemplate } from '../api/get-import-template';
import { usePreviewEmployeeImport } from '../api/preview-employee-import';
import { ImportPreviewCard } from './import-preview';
import { batchErrorsCsv, errorReportName } from './error-report';
import { FilePicker } from './file-picker';
import { plural } from '../../../lib/plural';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg">
        {value.toLocaleString('es-MX')}
      </Text>
    </div>
  );
}

/**
 * Bulk import: download the template, pick a CSV or XLSX and see how the server reads it (the
 * preview: detected columns and first rows), upload it, then watch the batch the server works
 * through (polled) until it ends, with its row errors and a CSV of them made right here.
 */
export function EmployeeImportPanel({ companyId }: { companyId: number }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [batchId, setBatchId] = useState<number | null>(null);
  const upload = useImportEmployees();
  const preview = usePreviewEmployeeImport();
  const template = useImportTemplate();
  const batch = useBatch(batchId);
  const data = batch.data;
  const finished = isBatchFinished(data);
  const busy = upload.isPending || (batchId !== null && !finished && !batch.isError);
  const refusedByPreview = Boolean(preview.data?.problem);

  /** What is wrong with the file before any byte is sent, or null. */
  function fileProblem(candidate: File): string | null {
    if (!/\.(csv|xlsx)$/i.test(candidate.name)) return 'El archivo debe ser CSV o Excel (.xlsx).';
    if (candidate.size > EMPLOYEE_IMPORT_MAX_BYTES) return `El archivo pesa más de ${EMPLOYEE_IMPORT_MAX_BYTES / 1024 / 1024} MB.`;
    return null;
  }

  function pick(next: File | null) {
    setFile(next);
    // A new file starts over: the last import's results give way to this file's preview.
    if (next) setBatchId(null);
    preview.reset();
    const problem = next ? fileProblem(next) : null;
    setFileError(problem);
    if (next && !problem) preview.mutate({ companyId, file: next });
  }

  function downloadTemplate(format: TemplateFormat) {
    void template
      .mutateAsync({ kind: 'employees', format })
      .then((blob) => downloadBlob(`plantilla-empleados.${format}`, blob))
      .catch(() => undefined);
  }

  async function start() {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      setFileError(problem);
      return;
    }
    setFileError(null);
    setBatchId(null);
    setUploaded(0);
    const created = await upload.mutateAsync({ companyId, file, onUploadProgress: setUploaded }).catch(() => null);
    if (created) setBatchId(created.id);
  }

  const percent = data && data.total > 0 ? Math.round((data.processed / data.total) * 100) : finished ? 100 : 0;
  const progressLabel = data ? `${data.processed.toLocaleString('es-MX')} de ${plural(data.total, 'fila procesada', 'filas procesadas')}` : 'Subiendo archivo';

  return (
    <Stack gap="sm">
      <Text size="sm">
        Sube un archivo CSV o Excel (.xlsx) con una fila de encabezados. Volver a subir el mismo archivo no duplica a nadie: una fila con el número de empleado o
        correo de alguien que ya existe lo actualiza.
      </Text>
      <details>
        <summary>
          <Text span size="sm" fw={500}>
            Columnas que se reconocen
          </Text>
        </summary>
        <List size="sm" mt="xs" spacing={2}>
          {EMPLOYEE_IMPORT_COLUMNS.map((column) => (
            <List.Item key={column.field}>
              <strong>{column.headers[0]}</strong>
              {column.required ? ' (obligatoria)' : ''}: {column.help}
            </List.Item>
          ))}
        </List>
      </details>
      <Group gap="xs">
        <Button variant="light" size="xs" onClick={() => downloadTemplate('xlsx')} loading={template.isPending && template.variables?.format === 'xlsx'}>
          Descargar plantilla Excel
        </Button>
        <Button variant="subtle" size="xs" onClick={() => downloadTemplate('csv')} loading={template.isPending && template.variables?.format === 'csv'}>
          Plantilla CSV
        </Button>
      </Group>
      {template.isError && (
        <Alert color="red" role="alert">
          No se pudo descargar la plantilla: {describeForPeople(template.error)}
        </Alert>
      )}
      <Group align="flex-end" wrap="wrap">
        <FilePicker
          label="Archivo de empleados"
          placeholder="Elige un archivo CSV o XLSX"
          accept={ACCEPT}
          value={file}
          onChange={pick}
          error={fileError}
          clearable
          w={{ base: '100%', sm: 360 }}
          disabled={busy}
        />
        <Button onClick={() => void start()} disabled={!file || busy || preview.isPending || refusedByPreview} loading={upload.isPending}>
          Importar
        </Button>
      </Group>

      {preview.isPending && <Text size="sm">Leyendo el archivo…</Text>}
      {preview.isError && (
        <Alert color="red" role="alert" title="No se pudo leer el archivo">
          {describeForPeople(preview.error)}
        </Alert>
      )}
      {preview.data && batchId === null && <ImportPreviewCard preview={preview.data} />}

      {upload.isError && (
        <Alert color="red" role="alert" title="No se pudo subir el archivo">
          {describeForPeople(upload.error)}
        </Alert>
      )}
      {upload.isPending && <Progress value={Math.round(uploaded * 100)} aria-label="Subida del archivo" animated />}

      {batchId !== null && (
        <Stack gap="xs" component="section" aria-labelledby="avance-importacion">
          <Title order={3} fz="h4" id="avance-importacion">
            {finished ? 'Importación terminada' : 'Importando…'}
          </Title>
          {batch.isError && (
            <Alert color="red" role="alert">
              No pudimos consultar el avance: {describeForPeople(batch.error)}
            </Alert>
          )}
          <Progress.Root size="xl" aria-hidden>
            <Progress.Section value={percent} color={data?.status === 'failed' ? 'red' : finished ? 'teal' : 'blue'} animated={!finished}>
              <Progress.Label>{percent}%</Progress.Label>
            </Progress.Section>
          </Progress.Root>
          {/* The bar is for the eyes; this is what assistive technology reads (and the e2e test). */}
          <div role="progressbar" aria-label="Avance de la importación" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={progressLabel}>
            <Text size="sm" aria-live="polite">
              {progressLabel}
            </Text>
          </div>
          {data && (
            <SimpleGrid cols={{ base: 2, sm: 5 }}>
              <Figure label="Procesadas" value={data.processed} />
              <Figure label="Creados" value={data.created} />
              <Figure label="Actualizados" value={data.updated} />
              <Figure label="Sin cambios" value={data.unchanged} />
              <Figure label="Con error" value={data.failed} />
            </SimpleGrid>
          )}
          {data?.status === 'failed' && (
            <Alert color="red" role="alert" title="No se pudo leer el archivo">
              {data.message ?? 'Revisa que sea un CSV o XLSX con encabezados.'}
            </Alert>
          )}
          {finished && data && data.status === 'done' && data.failed === 0 && (
            <Alert color="teal" role="status">
              Listo, sin errores: {plural(data.created, 'creado', 'creados')}, {plural(data.updated, 'actualizado', 'actualizados')} y {data.unchanged} sin cambios.
            </Alert>
          )}
          {finished && data && data.errors.length > 0 && (
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={500} role="status">
                  {data.errors_total === 1 ? '1 fila con error' : `${data.errors_total} filas con error`}
                  {data.errors_total > data.errors.length ? ` (se muestran las primeras ${BATCH_ERRORS_SHOWN})` : ''}
                </Text>
                <Button variant="light" size="xs" onClick={() => downloadText(errorReportName(data.file_name), batchErrorsCsv(data.errors))}>
                  Descargar errores (CSV)
                </Button>
              </Group>
              <Table.ScrollContainer minWidth={420} mah={320}>
                <Table striped aria-label="Filas con error">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col" w={80}>
                        Fila
                      </Table.Th>
                      <Table.Th scope="col">Error</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.errors.map((error, index) => (
                      <Table.Tr key={`${error.row}-${index}`}>
                        <Table.Td>{error.row}</Table.Td>
                        <Table.Td>{error.message}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
