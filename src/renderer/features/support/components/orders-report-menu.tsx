import type { Action } from '../../../../shared/permissions';
import { ReportDownloadMenu } from '../../../components/report-download-menu';
import { useCan } from '../../../hooks/use-roles';
import type { ClientError } from '../../../lib/client-error';
import { useGenerateRevisionOrdersReport } from '../api/generate-revision-orders-report';
import { useGenerateServiceOrdersReport } from '../api/generate-service-orders-report';

const KINDS = {
  // Every order of the company, one row each, for the roles of `reports.service-orders`.
  'service-orders': { permission: 'reports.service-orders', useGenerate: useGenerateServiceOrdersReport, ariaLabel: 'Descargar reporte de órdenes de servicio' },
  // The company's inspections with their answer counts, for `revision-orders.manage`.
  'revision-orders': { permission: 'revision-orders.manage', useGenerate: useGenerateRevisionOrdersReport, ariaLabel: 'Descargar reporte de órdenes de revisión' },
} satisfies Record<string, { permission: Action; useGenerate: typeof useGenerateServiceOrdersReport; ariaLabel: string }>;

/** «Descargar» on an order list: the company's orders as XLSX or CSV; the desktop app saves it to disk. */
export function OrdersReportMenu({ kind, companyId }: { kind: keyof typeof KINDS; companyId: number }) {
  const { permission, useGenerate, ariaLabel } = KINDS[kind];
  const generate = useGenerate();
  if (!useCan(permission)) return null;
  return (
    <ReportDownloadMenu
      generate={(format) => generate.mutateAsync({ companyId, format })}
      pending={generate.isPending}
      error={generate.error as ClientError | null}
      label="Descargar"
      ariaLabel={ariaLabel}
    />
  );
}
