import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  CONTAINER_CATEGORY_LABELS,
  CONTAINER_STATUS_LABELS,
  type ContainerCategory,
  type ContainerStatus,
  LOAD_STATUS_LABELS,
  type LoadStatus,
  type MovementType,
  containerCategorySchema,
  containerStatusSchema,
  formatYardPosition,
  loadStatusSchema,
} from '../../../shared/contracts/containers';
import { MOVEMENT_LABELS } from '../../../shared/contracts/container-movements';
import { DEPARTURE_REPORT_MAX_DAYS } from '../../../shared/contracts/container-reports';
import type { Database } from '../../db/schema';
import { keysetBatches } from '../../lib/report-writers';
import { defineReportKind } from '../reports/reports.registry';
import * as repository from './containers.repository';
import { positionFromText } from './containers.values';

/** Drops absent filters: signed URL parameters are strings only. */
const stringsOnly = (value: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

const dateOnly = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.');

export const stockParamsSchema = z
  .object({
    status: containerStatusSchema.optional(),
    load_status: loadStatusSchema.optional(),
    category: containerCategorySchema.optional(),
    shipping_line: z.string().max(60).optional(),
  })
  .transform(stringsOnly);

export const existenceParamsSchema = z.object({ date: dateOnly }).transform(stringsOnly);

export const departureParamsSchema = z
  .object({ from: dateOnly, to: dateOnly })
  .refine((value) => value.from <= value.to, { path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' })
  .refine((value) => Date.parse(value.to) - Date.parse(value.from) <= DEPARTURE_REPORT_MAX_DAYS * 86_400_000, { path: ['to'], message: `El rango puede ser de hasta ${DEPARTURE_REPORT_MAX_DAYS} días.` })
  .transform(stringsOnly);

/**
 * The UTC instant a Mexico City calendar day starts. Mexico City has kept UTC−6 all year since
 * daylight saving time ended there in October 2022.
 */
export function mexicoDayStart(date: string): string {
  return new Date(`${date}T06:00:00.000Z`).toISOString();
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type ContainerReportRow = repository.ContainerRow;

const seals = (text: string) => {
  try {
    return (JSON.parse(text) as string[]).join(', ');
  } catch {
    return '';
  }
};

const holdsText = (row: ContainerReportRow) =>
  [row.hold_customs === 1 && 'aduana', row.hold_line === 1 && 'naviera', row.hold_damage === 1 && 'daño'].filter(Boolean).join(', ');

const containerColumns = [
  { header: 'contenedor', value: (row: ContainerReportRow) => row.number, width: 14 },
  { header: 'tipo ISO', value: (row: ContainerReportRow) => row.iso_type, width: 9 },
  { header: 'estado', value: (row: ContainerReportRow) => CONTAINER_STATUS_LABELS[row.status as ContainerStatus] ?? row.status, width: 16 },
  { header: 'lleno/vacío', value: (row: ContainerReportRow) => LOAD_STATUS_LABELS[row.load_status as LoadStatus] ?? row.load_status, width: 11 },
  { header: 'categoría', value: (row: ContainerReportRow) => CONTAINER_CATEGORY_LABELS[row.category as ContainerCategory] ?? row.category, width: 14 },
  { header: 'naviera', value: (row: ContainerReportRow) => row.shipping_line, width: 14 },
  { header: 'posición', value: (row: ContainerReportRow) => (row.block ? formatYardPosition({ block: row.block, bay: row.bay!, row: row.row!, tier: row.tier! }) : ''), width: 12 },
  { header: 'buque', value: (row: ContainerReportRow) => row.call_vessel_name ?? '', width: 20 },
  { header: 'viaje', value: (row: ContainerReportRow) => row.call_voyage ?? '', width: 10 },
  { header: 'sellos', value: (row: ContainerReportRow) => seals(row.seals), width: 20 },
  { header: 'peso bruto (kg)', value: (row: ContainerReportRow) => (row.gross_weight_kg === null ? null : Number(row.gross_weight_kg)), width: 14 },
  { header: 'clase IMDG', value: (row: ContainerReportRow) => row.hazardous_class ?? '', width: 10 },
  { header: 'temperatura (°C)', value: (row: ContainerReportRow) => (row.reefer_temperature_c === null ? null : Number(row.reefer_temperature_c)), width: 14 },
  { header: 'retenciones', value: (row: ContainerReportRow) => holdsText(row), width: 20 },
  { header: 'llegada', value: (row: ContainerReportRow) => (row.arrived_at ? new Date(row.arrived_at) : null), width: 18 },
  { header: 'salida', value: (row: ContainerReportRow) => (row.departed_at ? new Date(row.departed_at) : null), width: 18 },
] as const;

/** `containers-stock` (`GET /containers/reports`): the company's containers by status, with filters. */
export function stockReport(db: Kysely<Database>) {
  return defineReportKind<ContainerReportRow>({
    kind: 'containers-stock',
    fileStem: 'inventario-contenedores',
    sheetName: 'Inventario',
    permission: 'reports.containers',
    params: stockParamsSchema,
    columns: containerColumns,
    async *rows({ companyId, scope, params }) {
      const query = repository.stockReportQuery(db, scope, companyId, {
        status: params.status,
        loadStatus: params.load_status,
        category: params.category,
        lineKey: params.shipping_line?.trim().toUpperCase(),
      });
      // Keyset on the number: the (company, status, number) and (company, number) indexes give
      // that order, so each page is one index range. Keyed on id, a status filter made every
      // page sort all the matches (quadratic: 100,000 rows took 5 s and more).
      for await (const batch of keysetBatches(query, { column: 'c.number', of: (row) => row.number })) yield* batch;
    },
  });
}

/** `containers-existence` (`GET /containers/existance-reports?date`): in the yard at the end of that day. */
export function existenceReport(db: Kysely<Database>) {
  return defineReportKind<ContainerReportRow>({
    kind: 'containers-existence',
    fileStem: 'existencia-contenedores',
    sheetName: 'Existencia',
    permission: 'reports.containers',
    params: existenceParamsSchema,
    columns: containerColumns,
    async *rows({ companyId, scope, params }) {
      // The end of the Mexico City day: the last instant before the next day starts.
      const at = new Date(Date.parse(mexicoDayStart(nextDay(params.date!))) - 1).toISOString();
      for await (const batch of keysetBatches(repository.existenceReportQuery(db, scope, companyId, at), { column: 'c.number', of: (row) => row.number })) yield* batch;
    },
  });
}

type DepartureRow = Awaited<ReturnType<ReturnType<typeof repository.departureReportQuery>['execute']>>[number];

/** `containers-departures` (`GET /containers/departure-reports?from&to`): gate outs and loads, both days included. */
export function departureReport(db: Kysely<Database>) {
  return defineReportKind<DepartureRow>({
    kind: 'containers-departures',
    fileStem: 'salidas-contenedores',
    sheetName: 'Salidas',
    permission: 'reports.containers',
    params: departureParamsSchema,
    columns: [
      { header: 'fecha de salida', value: (row) => new Date(row.occurred_at), width: 18 },
      { header: 'movimiento', value: (row) => MOVEMENT_LABELS[row.kind as MovementType] ?? row.kind, width: 18 },
      { header: 'contenedor', value: (row) => row.number, width: 14 },
      { header: 'tipo ISO', value: (row) => row.iso_type, width: 9 },
      { header: 'lleno/vacío', value: (row) => LOAD_STATUS_LABELS[row.load_status as LoadStatus] ?? row.load_status, width: 11 },
      { header: 'categoría', value: (row) => CONTAINER_CATEGORY_LABELS[row.category as ContainerCategory] ?? row.category, width: 14 },
      { header: 'naviera', value: (row) => row.shipping_line, width: 14 },
      { header: 'buque', value: (row) => row.vessel_name ?? '', width: 20 },
      { header: 'viaje', value: (row) => row.voyage ?? '', width: 10 },
      { header: 'posición de salida', value: (row) => formatYardPosition(positionFromText(row.from_position)), width: 14 },
      { header: 'sellos', value: (row) => seals(row.seals), width: 20 },
      { header: 'peso bruto (kg)', value: (row) => (row.gross_weight_kg === null ? null : Number(row.gross_weight_kg)), width: 14 },
      { header: 'días en terminal', value: (row) => (row.arrived_at ? Math.max(0, Math.floor((Date.parse(row.occurred_at) - Date.parse(row.arrived_at)) / 86_400_000)) : null), width: 10 },
      { header: 'registró', value: (row) => [row.user_name, row.user_surname].filter(Boolean).join(' '), width: 20 },
      { header: 'notas', value: (row) => row.notes ?? '', width: 30 },
    ],
    async *rows({ companyId, scope, params }) {
      // Day by day: each day is one range of the (company, kind, occurred_at) index, and its
      // pages sort only that day's departures (a range of months read by id made every page
      // sort the whole range).
      for (let day = params.from!; day <= params.to!; day = nextDay(day)) {
        const query = repository.departureReportQuery(db, scope, companyId, mexicoDayStart(day), mexicoDayStart(nextDay(day)));
        for await (const batch of keysetBatches(query, { column: 'h.id', of: (row) => row.id })) yield* batch;
      }
    },
  });
}
