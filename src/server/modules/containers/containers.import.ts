import { CONTAINER_IMPORT_COLUMNS, CONTAINER_IMPORT_EXAMPLE, type ContainerImportField, createContainerInputSchema } from '../../../shared/contracts/containers';
import { normalizeForSearch } from '../../../shared/contracts/search';
import { RowProblem } from '../imports/imports.errors';
import { mapColumns } from '../imports/imports.reader';
import { defineImportKind } from '../imports/imports.registry';
import type { ContainerData, ContainersService } from './containers.service';

/** Which column holds each field (headers without case, accents or punctuation); a missing required one fails the file. */
export const mapContainerHeaders = (headers: string[]) => mapColumns(CONTAINER_IMPORT_COLUMNS, headers);

/** Spanish and English words of the manifest for full/empty and the category. */
const LOAD_WORDS: Record<string, 'full' | 'empty'> = { lleno: 'full', full: 'full', f: 'full', fcl: 'full', vacio: 'empty', empty: 'empty', e: 'empty', mty: 'empty', v: 'empty' };
const CATEGORY_WORDS: Record<string, 'import' | 'export' | 'transshipment'> = {
  importacion: 'import',
  import: 'import',
  imp: 'import',
  imprt: 'import',
  exportacion: 'export',
  export: 'export',
  exp: 'export',
  exprt: 'export',
  transbordo: 'transshipment',
  transshipment: 'transshipment',
  trshp: 'transshipment',
  tbd: 'transshipment',
};

function numberCell(value: string, label: string): number | null {
  if (!value) return null;
  const parsed = Number(value.replace(/,/g, ''));
  if (!Number.isFinite(parsed)) throw new RowProblem(`${label} «${value}» no es un número.`);
  return parsed;
}

/** A manifest row as container data, or the reason it is not one. */
export function rowToContainer(cells: string[], columns: Map<ContainerImportField, number>): ContainerData & { voyage: string | null } {
  const cell = (field: ContainerImportField) => {
    const index = columns.get(field);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const loadWord = normalizeForSearch(cell('load_status'));
  const load = LOAD_WORDS[loadWord];
  if (!load) throw new RowProblem(`«${cell('load_status')}» no es lleno ni vacío.`);
  const categoryWord = normalizeForSearch(cell('category'));
  const category = CATEGORY_WORDS[categoryWord];
  if (!category) throw new RowProblem(`«${cell('category')}» no es importación, exportación ni transbordo.`);
  const parsed = createContainerInputSchema.safeParse({
    number: cell('number'),
    iso_type: cell('iso_type'),
    load_status: load,
    category,
    shipping_line: cell('shipping_line'),
    seals: cell('seals')
      .split(/[;,|]/)
      .map((seal) => seal.trim())
      .filter(Boolean),
    gross_weight_kg: numberCell(cell('gross_weight_kg'), 'El peso'),
    hazardous_class: cell('hazardous_class') || null,
    reefer_temperature_c: numberCell(cell('reefer_temperature_c'), 'La temperatura'),
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RowProblem(issue?.message ?? 'La fila no es válida.');
  }
  const data = parsed.data;
  return {
    number: data.number,
    iso_type: data.iso_type,
    load_status: data.load_status,
    category: data.category,
    shipping_line: data.shipping_line,
    seals: data.seals,
    gross_weight_kg: data.gross_weight_kg ?? null,
    hazardous_class: data.hazardous_class ?? null,
    reefer_temperature_c: data.reefer_temperature_c ?? null,
    voyage: cell('voyage') || null,
  };
}

/**
 * `POST /containers-bulk`: a manifest row updates the container with the same number in the
 * company or announces a new one (containers.service `applyImportChunk`). A number may come once
 * per file: a later row with it is reported, also across chunks and after a resumption (the rows
 * already done are shown to `toRow` again).
 */
export function containerImportKind({ containers }: { containers: ContainersService }) {
  return defineImportKind({
    kind: 'containers',
    noun: 'contenedores',
    manage: 'containers.manage',
    read: 'containers.read',
    columns: CONTAINER_IMPORT_COLUMNS,
    example: CONTAINER_IMPORT_EXAMPLE,
    mapHeaders: mapContainerHeaders,
    prepare: async ({ companyId, userId, columns }) => ({ companyId, userId, columns, seen: new Map<string, number>() }),
    toRow(context, { row, cells }) {
      const container = rowToContainer(cells, context.columns);
      const earlier = context.seen.get(container.number);
      if (earlier !== undefined) throw new RowProblem(`El contenedor ${container.number} ya viene en la fila ${earlier}.`);
      context.seen.set(container.number, row);
      return container;
    },
    async applyChunk(context, rows, commit) {
      // A resumed batch whose uploader was deleted since writes history "by the system" (user null).
      // The chunk's rows and its progress are written in one transaction: after a crash the chunk
      // is either counted or done again from scratch, so the created/updated counts stay exact.
      await containers.applyImportChunk(context.companyId, context.userId as number, rows, commit);
    },
  });
}
