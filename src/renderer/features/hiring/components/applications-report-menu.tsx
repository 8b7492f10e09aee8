import type { ApplicationStatus } from '../../../../shared/contracts/jobs-applications';
import { ReportDownloadMenu } from '../../../components/report-download-menu';
import { useCan } from '../../../hooks/use-roles';
import type { ClientError } from '../../../lib/client-error';
import { useGenerateApplicationsReport } from '../api/generate-applications-report';

/** «Descargar postulaciones»: the company's applications (one vacancy's, or all) as XLSX or CSV (`reports.applications`). */
export function ApplicationsReportMenu({ companyId, vacancyId, status }: { companyId: number; vacancyId?: number; status?: ApplicationStatus }) {
  const generate = useGenerateApplicationsReport();
  if (!useCan('reports.applications')) return null;
  return (
    <ReportDownloadMenu
      generate={(format) => generate.mutateAsync({ companyId, format, vacancyId, status })}
      pending={generate.isPending}
      error={generate.error as ClientError | null}
      label="Descargar postulaciones"
      ariaLabel={vacancyId ? 'Descargar postulaciones de esta vacante' : 'Descargar postulaciones de todas las vacantes'}
    />
  );
}
