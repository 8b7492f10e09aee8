import { Alert, Button, Menu, Stack } from '@mantine/core';
import { useState } from 'react';
import type { GeneratedReport, ReportFormat } from '../../shared/contracts/reports';
import { absoluteServerUrl } from '../lib/api-client';
import { type ClientError, describeForPeople, isClientError } from '../lib/client-error';
import { saveReport } from '../lib/downloads';

export interface ReportDownloadMenuProps {
  /** Asks the server for a fresh signed link (a mutation: each click wants a new one). */
  generate: (format: ReportFormat) => Promise<GeneratedReport>;
  pending: boolean;
  error: ClientError | null;
  /** The button's text, e.g. "Descargar". */
  label: string;
  /** What the button downloads, for screen readers, e.g. "Descargar reporte de usuarios". */
  ariaLabel: string;
  /** While the filters cannot make a report (an invalid range, say). */
  disabled?: boolean;
}

const FORMATS: { format: ReportFormat; label: string }[] = [
  { format: 'xlsx', label: 'Excel (.xlsx)' },
  { format: 'csv', label: 'CSV (.csv)' },
];

/**
 * A report's download menu: asks the server for a signed link in the chosen format and hands it
 * to the platform's saver (lib/downloads: the browser downloads it, the desktop app saves it to
 * disk). Shared by every area's report buttons.
 */
export function ReportDownloadMenu({ generate, pending, error, label, ariaLabel, disabled }: ReportDownloadMenuProps) {
  const [saveError, setSaveError] = useState<string | null>(null);

  async function download(format: ReportFormat) {
    setSaveError(null);
    let report;
    try {
      report = await generate(format);
    } catch {
      return; // shown below from the mutation's error
    }
    try {
      await saveReport({ url: absoluteServerUrl(report.url), fileName: report.file_name });
    } catch (failure) {
      setSaveError(isClientError(failure) ? describeForPeople(failure) : 'No se pudo guardar el reporte. Intenta de nuevo.');
    }
  }

  return (
    <Stack gap="xs" align="flex-end">
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" loading={pending} disabled={disabled} aria-label={ariaLabel}>
            {label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {FORMATS.map(({ format, label: formatLabel }) => (
            <Menu.Item key={format} onClick={() => void download(format)}>
              {formatLabel}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {(error || saveError) && (
        <Alert color="red" role="alert" title="No se pudo generar el reporte">
          {saveError ?? describeForPeople(error!)}
        </Alert>
      )}
    </Stack>
  );
}
