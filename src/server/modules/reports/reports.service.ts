import type { Readable } from 'node:stream';
import { idSchema } from '../../../shared/contracts/common';
import { type GenerateReportQuery, type GeneratedReport, type ReportFormat, reportFormatSchema } from '../../../shared/contracts/reports';
import { forbidden, notFound } from '../../errors';
import { REPORT_CONTENT_TYPES } from '../../lib/report-writers';
import type { UrlSigner } from '../../lib/signed-url';
import { type Principal, assertCanIn, canIn } from '../../principal';
import { type TenantScope, deviceScope } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import { type ReportKind, createReportRegistry } from './reports.registry';
import { businessDateOf } from '../../../shared/business-time';

export type ReportsService = ReturnType<typeof createReportsService>;

/** Where signed report URLs point (the download route's full path). */
export const REPORTS_PATH = '/api/v1/reports';

export interface ReportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

const unknownKind = () => notFound('No existe ese tipo de reporte.');

/** Lowercase ASCII words joined by dashes: "Logística Portuaria" → "logistica-portuaria". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '');
}

/** Today's date as people in Mexico read the calendar, for file names. */

/**
 * Reports: a registry of kinds (each area registers its own) and the two steps of a download.
 * `generate` checks who asks (role and tenancy) and answers a signed URL; `open` checks only the
 * signature — the link is the permission for its few minutes — and streams the file.
 */
export function createReportsService({ companies, signer }: { companies: CompaniesService; signer: UrlSigner }) {
  const registry = createReportRegistry();

  const fileNameFor = (kind: ReportKind, company: { id: number; name: string }, format: ReportFormat, now: Date) =>
    `${kind.fileStem}-${slugify(company.name) || `empresa-${company.id}`}-${businessDateOf(now)}.${format}`;

  /**
   * A signed link acts, like a device, inside the one company it was issued for: generate()
   * checked the signer's role there, and the signature is the permission for its few minutes.
   */
  const linkScope = (companyId: number): TenantScope => deviceScope(companyId);

  return {
    /** Adds a kind; areas call this from app.ts when they land. */
    register: (kind: ReportKind) => registry.register(kind),
    kinds: () => registry.names(),

    async generate(principal: Principal, companyId: number, kindName: string, query: GenerateReportQuery): Promise<GeneratedReport> {
      const kind = registry.get(kindName);
      if (!kind) throw unknownKind();
      const company = await companies.getCompany(principal, companyId);
      // The role, or the kind's own rule; assertCanIn then refuses with the usual 403.
      if (!canIn(principal, companyId, kind.permission) && !(await kind.mayGenerate?.(principal, companyId))) assertCanIn(principal, companyId, kind.permission);
      const { format, ...filters } = query;
      // A ZodError here is a 422 with field errors, like any other input.
      const params = kind.params ? kind.params.parse(filters) : {};
      const now = new Date();
      const fileName = fileNameFor(kind, company, format, now);
      const signed = signer.signUrl(`${REPORTS_PATH}/${kind.kind}`, { ...params, company_id: String(companyId), format }, { userId: principal.userId, now });
      return { url: signed.url, expires_at: signed.expiresAt.toISOString(), file_name: fileName };
    },

    /**
     * Opens a signed download. `principal` is the bearer's owner when one was sent: a link made
     * for someone else is refused even with a valid signature (a leaked link is not a way to act
     * as another user in the desktop app's logs or history).
     */
    async open(kindName: string, path: string, query: Record<string, unknown>, principal: Principal | null): Promise<ReportFile> {
      const kind = registry.get(kindName);
      if (!kind) throw unknownKind();
      const { userId, params } = signer.verifySignedUrl(path, query);
      if (principal && principal.userId !== userId) throw forbidden('Este enlace de descarga se generó para otra persona.');
      const { company_id: companyParam, format: formatParam, ...filters } = params;
      // These were signed by us, so a failure here is a bug in generate(), not a bad request.
      const companyId = idSchema.parse(companyParam);
      const format = reportFormatSchema.parse(formatParam);
      const kindParams = kind.params ? kind.params.parse(filters) : {};
      const scope = linkScope(companyId);
      const [company] = await companies.companiesByIds(scope, [companyId]);
      if (!company) throw notFound('No encontramos esa empresa.');
      const fileName = fileNameFor(kind, company, format, new Date());
      return { fileName, contentType: REPORT_CONTENT_TYPES[format], stream: kind.open(format, { companyId, scope, params: kindParams }) };
    },
  };
}
