import type { TicketReportParams } from '../../../../shared/contracts/support-dashboard';
import { ReportDownloadMenu } from '../../../components/report-download-menu';
import type { ClientError } from '../../../lib/client-error';
import { useGenerateTicketsReport } from '../api/generate-tickets-report';

/**
 * "Descargar" on the queue: the company's tickets with the queue's status, priority and category
 * filters (not the tab nor the search: the report is the company's record, not a page of a view),
 * as XLSX or CSV; the desktop app saves it to disk.
 */
export function TicketsReportMenu({ companyId, filters }: { companyId: number; filters: TicketReportParams }) {
  const generate = useGenerateTicketsReport();
  return (
    <ReportDownloadMenu
      generate={(format) => generate.mutateAsync({ companyId, format, filters })}
      pending={generate.isPending}
      error={generate.error as ClientError | null}
      label="Descargar"
      ariaLabel="Descargar reporte de tickets"
    />
  );
}
