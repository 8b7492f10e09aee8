import { type YardPosition, isReeferType } from '../../../shared/contracts/containers';
import type { ErrorCode } from '../../../shared/errors';

/**
 * The yard's rules, as plain functions over the layout (no database): whether a block takes a
 * container, whether a slot lies inside the layout, and which free slots to suggest. The
 * repository reads the layout and the stacks; these decide.
 */

export interface BlockLayout {
  code: string;
  bays: number;
  rows: number;
  tiers: number;
  reefer_plugs: boolean;
  takes_hazardous: boolean;
  takes_full: boolean;
  takes_empty: boolean;
}

/** What of a container decides where it may stand. */
export interface ContainerKind {
  iso_type: string;
  load_status: string;
  hazardous_class: string | null;
}

export interface PositionProblem {
  code: Extract<ErrorCode, 'position_outside_yard' | 'block_refuses_container'>;
  field: keyof YardPosition;
  message: string;
}

/** Why `block` does not take this container, or null if it does. */
export function refusalOf(block: BlockLayout, kind: ContainerKind): string | null {
  const empty = kind.load_status === 'empty';
  // An empty reefer is not running: it stands anywhere a dry empty does.
  if (!empty && isReeferType(kind.iso_type) && !block.reefer_plugs) return `El bloque ${block.code} no tiene conexiones para refrigerados.`;
  if (kind.hazardous_class && !block.takes_hazardous) return `El bloque ${block.code} no recibe carga peligrosa (clase ${kind.hazardous_class}).`;
  if (empty && !block.takes_empty) return `El bloque ${block.code} no recibe contenedores vacíos.`;
  if (!empty && !block.takes_full) return `El bloque ${block.code} no recibe contenedores llenos.`;
  return null;
}

/**
 * What is wrong with placing this container at `position`, given the block of that code (undefined
 * if the layout has none), or null. Stacking is not checked here: a slot's tier below may be empty
 * (see the README — the yard records what the equipment reports); suggestions never float.
 */
export function positionProblem(block: BlockLayout | undefined, position: YardPosition, kind: ContainerKind): PositionProblem | null {
  if (!block) return { code: 'position_outside_yard', field: 'block', message: `El bloque ${position.block} no existe en el patio.` };
  if (position.bay > block.bays) return { code: 'position_outside_yard', field: 'bay', message: `La bahía ${position.bay} está fuera del bloque ${block.code} (1–${block.bays}).` };
  if (position.row > block.rows) return { code: 'position_outside_yard', field: 'row', message: `La fila ${position.row} está fuera del bloque ${block.code} (1–${block.rows}).` };
  if (position.tier > block.tiers) return { code: 'position_outside_yard', field: 'tier', message: `La estiba máxima del bloque ${block.code} es ${block.tiers}.` };
  const refusal = refusalOf(block, kind);
  if (refusal) return { code: 'block_refuses_container', field: 'block', message: refusal };
  return null;
}

/** A stack (block, bay, row) with containers: its highest tier used. */
export interface StackTop {
  block: string;
  bay: number;
  row: number;
  top_tier: number;
}

/**
 * Free slots for a container, nearest first: only blocks that take it; in each stack the tier
 * just above its highest container (so a suggestion never stands on nothing), while below the
 * block's maximum. Nearest means the container's own block first, then blocks by code distance;
 * within a block, fewest bays + rows away from where it stands (bay 1, row 1 when it is not in
 * the yard), then the lower tier. Its own stack is skipped: it would land on itself.
 */
export function suggestSlots(blocks: BlockLayout[], stacks: StackTop[], kind: ContainerKind, from: YardPosition | null, limit: number): YardPosition[] {
  const ordered = [...blocks].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const fromIndex = Math.max(0, ordered.findIndex((block) => block.code === from?.block));
  const tops = new Map(stacks.map((stack) => [`${stack.block}|${stack.bay}|${stack.row}`, stack.top_tier]));
  const candidates: { position: YardPosition; score: [number, number, number] }[] = [];
  for (const [index, block] of ordered.entries()) {
    if (refusalOf(block, kind)) continue;
    const blockDistance = from && block.code === from.block ? 0 : Math.abs(index - fromIndex) + 1;
    const fromBay = from && block.code === from.block ? from.bay : 1;
    const fromRow = from && block.code === from.block ? from.row : 1;
    for (let bay = 1; bay <= block.bays; bay++) {
      for (let row = 1; row <= block.rows; row++) {
        if (from && block.code === from.block && bay === from.bay && row === from.row) continue;
        const tier = (tops.get(`${block.code}|${bay}|${row}`) ?? 0) + 1;
        if (tier > block.tiers) continue;
        candidates.push({ position: { block: block.code, bay, row, tier }, score: [blockDistance, Math.abs(bay - fromBay) + Math.abs(row - fromRow), tier] });
      }
    }
  }
  candidates.sort((a, b) => a.score[0] - b.score[0] || a.score[1] - b.score[1] || a.score[2] - b.score[2] || a.position.bay - b.position.bay || a.position.row - b.position.row);
  return candidates.slice(0, limit).map((candidate) => candidate.position);
}
