import { Alert, Button, Menu, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ReportFormat } from '../../../../shared/contracts/reports';
import { absoluteServerUrl } from '../../../lib/api-client';
import { type ClientError, describeForPeople, isClientError } from '../../../lib/client-error';
import { saveReport } from '../../../lib/downloads';
import { useGenerateMembersReport } from '../api/generate-members-report';

export interface MembersReportMenuProps {
  companyId: number;
}

const FORMATS: { format: ReportFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel (.xlsx)' },
  { format: 'csv', label: 'CSV (.csv)' },
];

/** "Descargar reporte": asks the server for a signed link and hands it to the platform's saver. */
export function MembersReportMenu({ companyId }: MembersReportMenuProps) {
  const generate = useGenerateMembersReport();
  const [saveError, setSaveError] = useState<string | null>(null);

  async function download(format: ReportFormat) {
    setSaveError(null);
    let report;
    try {
      report = await generate.mutateAsync({ companyId, format });
    } catch {
      return; // shown below from the mutation's error
    }
    try {
      await saveReport({ url: absoluteServerUrl(report.url), fileName: report.file_name });
    } catch (error) {
      setSaveError(isClientError(error) ? describeForPeople(error) : 'No se pudo guardar el reporte. Intenta de nuevo.');
    }
  }

  const generateError = generate.error as ClientError | null;
  return (
    <Stack gap="xs" align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" loading={generate.isPending} aria-label="Descargar reporte de usuarios">
            Descargar reporte
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATS.map(({ format, label }) => (
            <Menu.Item key={format} onClick={() => void download(format)}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {(generateError || saveError) && (
        <Alert color="red" role="alert" title="No se pudo generar el reporte">
          {saveError ?? describeForPeople(generateError!)}
        </Alert>
      )}
    </Stack>
  );
}
