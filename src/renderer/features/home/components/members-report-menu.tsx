import { ReportDownloadMenu } from '../../../components/report-download-menu';
import type { ClientError } from '../../../lib/client-error';
import { useGenerateMembersReport } from '../api/generate-members-report';

export interface MembersReportMenuProps {
  companyId: number;
}

/** "Descargar reporte" of the company's people (XLSX or CSV). */
export function MembersReportMenu({ companyId }: MembersReportMenuProps) {
  const generate = useGenerateMembersReport();
  return (
    <ReportDownloadMenu
      generate={(format) => generate.mutateAsync({ companyId, format })}
      pending={generate.isPending}
      error={generate.error as ClientError | null}
      label="Descargar reporte"
      ariaLabel="Descargar reporte de usuarios"
    />
  );
}
