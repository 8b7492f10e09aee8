import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { ReportFormat } from '../../../shared/contracts/reports';
import type { Action } from '../../../shared/permissions';
import type { Principal } from '../../principal';
import { type ReportColumn, writeReport } from '../../lib/report-writers';
import type { TenantScope } from '../../tenancy';

/** What a row source is given: the company of the report and the kind's own (validated) filters. */
export interface ReportInput {
  companyId: number;
  /** The one company the signed link was issued for: what the row source's finders read within. */
  scope: TenantScope;
  params: Record<string, string>;
}

/**
 * One kind of report, as an area declares it: who may download it, its columns and where its
 * rows come from. The row source must stream (e.g. `flatten(keysetBatches(query, …))`), never
 * load the whole report.
 */
export interface ReportKindDefinition<Row> {
  /** Path name: `/api/v1/companies/{id}/generate-url-report/<kind>` and `/api/v1/reports/<kind>`. */
  kind: string;
  /** First part of the suggested file name (Spanish), e.g. `usuarios`. */
  fileStem: string;
  sheetName: string;
  permission: Action;
  /**
   * Who else may generate it, when the area's rule is more than a role (support is also the
   * members of a department): asked when the role check fails.
   */
  mayGenerate?: (principal: Principal, companyId: number) => Promise<boolean>;
  columns: readonly ReportColumn<Row>[];
  /** Extra query filters of this kind (e.g. a month), checked when the URL is generated and signed into it. */
  params?: z.ZodType<Record<string, string>>;
  rows(input: ReportInput): AsyncIterable<Row>;
}

/** A registered kind, its row type erased: it can only produce its file. */
export interface ReportKind {
  kind: string;
  fileStem: string;
  permission: Action;
  mayGenerate?: (principal: Principal, companyId: number) => Promise<boolean>;
  params?: z.ZodType<Record<string, string>>;
  open(format: ReportFormat, input: ReportInput): Readable;
}

export function defineReportKind<Row>(definition: ReportKindDefinition<Row>): ReportKind {
  const { kind, fileStem, permission, mayGenerate, params, columns, sheetName, rows } = definition;
  return {
    kind,
    fileStem,
    permission,
    ...(mayGenerate ? { mayGenerate } : {}),
    params,
    open: (format, input) => writeReport(format, { columns, sheetName, rows: rows(input) }),
  };
}

export type ReportRegistry = ReturnType<typeof createReportRegistry>;

export function createReportRegistry() {
  const kinds = new Map<string, ReportKind>();
  return {
    register(kind: ReportKind) {
      if (!/^[a-z][a-z0-9-]{0,39}$/.test(kind.kind)) throw new Error(`report kind "${kind.kind}" is not a path name`);
      if (kinds.has(kind.kind)) throw new Error(`report kind "${kind.kind}" registered twice`);
      kinds.set(kind.kind, kind);
    },
    get: (name: string) => kinds.get(name),
    names: () => [...kinds.keys()],
  };
}
