import { Alert, Button, Group, Paper, Progress, Radio, SegmentedControl, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { CONTAINER_STATUSES, CONTAINER_STATUS_LABELS, type ContainerStatus } from '../../../../shared/contracts/containers';
import type { ReportFormat } from '../../../../shared/contracts/reports';
import { absoluteServerUrl } from '../../../lib/api-client';
import { describeForPeople, isClientError } from '../../../lib/client-error';
import { saveReport } from '../../../lib/downloads';
import { useDesktopStore } from '../../../stores/desktop';
import { type ContainerReportRequest, useGenerateContainerReport } from '../api/generate-container-report';
import { reportProblem, todayInMexicoCity } from '../components/report-form';
import { Empty } from '../../../components/query-states';
import { useLogisticsContext } from '../../../hooks/use-logistics-context';

type Kind = ContainerReportRequest['kind'];

const KINDS: { value: Kind; label: string; description: string }[] = [
  { value: 'stock', label: 'Stock por estado', description: 'Los contenedores de hoy, filtrados por estado si quieres.' },
  { value: 'existence', label: 'Existencia a una fecha', description: 'Lo que había en el patio al cierre de un día.' },
  { value: 'departures', label: 'Salidas en un periodo', description: 'Salidas por puerta y cargas a buque entre dos fechas.' },
];

/** The file being saved by the desktop app, with its progress (the browser shows its own). */
function DesktopProgress({ fileName }: { fileName: string }) {
  const entry = useDesktopStore((state) => state.downloads.find((download) => download.fileName === fileName));
  if (!entry) return null;
  const percent = entry.total ? Math.round((entry.received / entry.total) * 100) : null;
  if (entry.state === 'failed') return <Alert color="red" role="alert">{entry.message ?? 'No se pudo guardar el reporte.'}</Alert>;
  if (entry.state === 'done') return <Alert color="teal">Reporte guardado{entry.path ? ` en ${entry.path}` : ''}.</Alert>;
  return (
    <Stack gap={4}>
      <Progress value={percent ?? 100} animated striped={percent === null} aria-label={`Descargando ${fileName}`} />
      <Text size="xs" c="dimmed">
        {percent === null ? `${Math.round(entry.received / 1024)} KB descargados` : `${percent} %`}
      </Text>
    </Stack>
  );
}

/** `/contenedores/reporte`: pick a report, its date or range and its format, and download it. */
export default function ContainersReportPage() {
  const { company, allows } = useLogisticsContext();
  const today = todayInMexicoCity();
  const [kind, setKind] = useState<Kind>('stock');
  const [status, setStatus] = useState<ContainerStatus | null>(null);
  const [date, setDate] = useState(today);
  const [from, setFrom] = useState(today.slice(0, 8) + '01');
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<ReportFormat>('xlsx');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const generate = useGenerateContainerReport();

  if (!allows('reports.containers')) return <Empty>Tu rol no puede descargar reportes de contenedores.</Empty>;
  if (!company) return <Empty>Selecciona una empresa.</Empty>;

  async function download() {
    if (!company) return;
    const request: ContainerReportRequest =
      kind === 'stock' ? { kind, companyId: company.id, format, status } : kind === 'existence' ? { kind, companyId: company.id, format, date } : { kind, companyId: company.id, format, from, to };
    const found = reportProblem(request, today);
    setProblem(found);
    setSaveError(null);
    setStarted(null);
    if (found) return;
    let report;
    try {
      report = await generate.mutateAsync(request);
    } catch {
      return; // shown from the mutation
    }
    setSaving(report.file_name);
    try {
      await saveReport({ url: absoluteServerUrl(report.url), fileName: report.file_name });
      setStarted(report.file_name);
    } catch (error) {
      setSaveError(isClientError(error) ? describeForPeople(error) : 'No se pudo guardar el reporte. Intenta de nuevo.');
    }
  }

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>Reportes de contenedores</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Radio.Group label="Reporte" value={kind} onChange={(value) => setKind(value as Kind)}>
            <Stack gap="xs" mt="xs">
              {KINDS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} description={option.description} />
              ))}
            </Stack>
          </Radio.Group>
          {kind === 'stock' && (
            <Select
              label="Estado"
              placeholder="Todos"
              clearable
              data={CONTAINER_STATUSES.map((value) => ({ value, label: CONTAINER_STATUS_LABELS[value] }))}
              value={status}
              onChange={(value) => setStatus(value as ContainerStatus | null)}
              w={240}
              comboboxProps={{ withinPortal: true }}
            />
          )}
          {kind === 'existence' && <TextInput label="Fecha" type="date" max={today} value={date} onChange={(event) => setDate(event.currentTarget.value)} w={200} />}
          {kind === 'departures' && (
            <Group>
              <TextInput label="Desde" type="date" max={today} value={from} onChange={(event) => setFrom(event.currentTarget.value)} w={200} />
              <TextInput label="Hasta" type="date" max={today} value={to} onChange={(event) => setTo(event.currentTarget.value)} w={200} />
            </Group>
          )}
          <div>
            <Text size="sm" fw={500} mb={4} id="formato">
              Formato
            </Text>
            <SegmentedControl
              aria-labelledby="formato"
              value={format}
              onChange={(value) => setFormat(value as ReportFormat)}
              data={[
                { value: 'xlsx', label: 'Excel (.xlsx)' },
                { value: 'csv', label: 'CSV (.csv)' },
              ]}
            />
          </div>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          {generate.error && (
            <Alert color="red" role="alert" title="No se pudo generar el reporte">
              {describeForPeople(generate.error)}
            </Alert>
          )}
          {saveError && (
            <Alert color="red" role="alert">
              {saveError}
            </Alert>
          )}
          {saving && <DesktopProgress fileName={saving} />}
          {started && !('desktop' in window) && <Text size="sm">La descarga de {started} comenzó; tu navegador muestra su avance.</Text>}
          <Group justify="flex-end">
            <Button onClick={() => void download()} loading={generate.isPending}>
              Descargar reporte
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
