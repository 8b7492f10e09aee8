import { type Container, HOLD_KINDS, HOLD_LABELS, MOVEMENT_TYPES, type MovementType } from '../../../../shared/contracts/containers';
import { MOVEMENT_RULES } from '../../../../shared/contracts/container-movements';
import { type Action, can } from '../../../../shared/permissions';

/** Which permission each movement needs (the gate clerk, the crane operator, the inspector). */
export const MOVEMENT_ACTIONS: Record<MovementType, Action> = {
  gate_in: 'containers.gate',
  gate_out: 'containers.gate',
  discharge: 'containers.crane',
  load: 'containers.crane',
  yard_move: 'containers.crane',
  inspection: 'containers.inspect',
};

export interface AvailableMovement {
  type: MovementType;
  /** false: shown but not possible now (`reason` says why). */
  enabled: boolean;
  reason: string | null;
}

/**
 * The movement buttons of a container's page: only those the user's roles may perform and the
 * container's status allows (the shared state machine); a departure while a hold is set is
 * shown disabled with the holds that block it, so the operator knows what to release.
 */
export function availableMovements(roles: readonly string[], container: Pick<Container, 'status' | 'holds'>): AvailableMovement[] {
  const holds = HOLD_KINDS.filter((kind) => container.holds[kind]).map((kind) => HOLD_LABELS[kind].toLowerCase());
  return MOVEMENT_TYPES.filter((type) => can(roles, MOVEMENT_ACTIONS[type]) && MOVEMENT_RULES[type].from.includes(container.status)).map((type) => {
    if (MOVEMENT_RULES[type].departure && holds.length > 0) {
      return { type, enabled: false, reason: `Retención activa (${holds.join(', ')}): libérala antes de la salida.` };
    }
    return { type, enabled: true, reason: null };
  });
}
