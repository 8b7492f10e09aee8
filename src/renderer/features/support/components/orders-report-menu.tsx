import { ReportDownloadMenu } from '../../../components/report-download-menu';
import { useCan } from '../../../hooks/use-roles';
import type { ClientError } from '../../../lib/client-error';
import { useGenerateRevisionOrdersReport } from '../api/generate-revision-orders-report';
import { useGenerateServiceOrdersReport } from '../api/generate-service-orders-report';

/**
 * «Descargar» on the service-order list: every order of the company as XLSX or CSV (one row per
 * order), for the roles of `reports.service-orders`; the desktop app saves it to disk.
 */
export function ServiceOrdersReportMenu({ companyId }: { companyId: number }) {
  const generate = useGenerateServiceOrdersReport();
  if (!useCan('reports.service-orders')) return null;
  return (
    <ReportDownloadMenu
      generate={(format) => generate.mutateAsync({ companyId, format })}
      pending={generate.isPending}
      error={generate.error as ClientError | null}
      label="Descargar"
      ariaLabel="Descargar reporte de órdenes de servicio"
    />
  );
}

/** «Descargar» on the revision-order list: the company's inspections, for `revision-orders.manage`. */
export function RevisionOrdersReportMenu({ companyId }: { companyId: number }) {
  const generate = useGenerateRevisionOrdersReport();
  if (!useCan('revision-orders.manage')) return null;
  return (
    <ReportDownloadMenu
      generate={(format) => generate.mutateAsync({ companyId, format })}
      pending={generate.isPending}
      error={generate.error as ClientError | null}
      label="Descargar"
      ariaLabel="Descargar reporte de órdenes de revisión"
    />
  );
}
