import { describe, expect, it } from 'vitest';
import type { Holds } from '../../../../src/shared/contracts/containers';
import { availableMovements } from '../../../../src/renderer/features/containers/components/movements';

const free: Holds = { customs: false, line: false, damage: false };
const types = (roles: string[], status: Parameters<typeof availableMovements>[1]['status'], holds = free) => availableMovements(roles, { status, holds }).map((movement) => movement.type);

describe('movement buttons by role and status', () => {
  it('gives the container admin every movement the status allows', () => {
    expect(types(['container_admin'], 'in_yard')).toEqual(['gate_out', 'load', 'yard_move', 'inspection']);
    expect(types(['container_admin'], 'announced')).toEqual(['gate_in', 'discharge']);
    expect(types(['container_admin'], 'on_vessel')).toEqual(['discharge']);
    expect(types(['container_admin'], 'gated_out')).toEqual(['gate_in']);
  });

  it('never shows gate out to the crane operator: load and yard moves only', () => {
    expect(types(['containers_crane_operator'], 'in_yard')).toEqual(['load', 'yard_move']);
    expect(types(['containers_crane_operator'], 'announced')).toEqual(['discharge']);
  });

  it('gives the gate clerk the gate and the supervisor inspections', () => {
    expect(types(['container_receiver'], 'in_yard')).toEqual(['gate_out']);
    expect(types(['container_receiver'], 'announced')).toEqual(['gate_in']);
    expect(types(['container_supervisor'], 'in_yard')).toEqual(['inspection']);
    expect(types(['employee'], 'in_yard')).toEqual([]);
  });

  it('disables departures while a hold is set and names the holds', () => {
    const movements = availableMovements(['container_admin'], { status: 'in_yard', holds: { customs: true, line: false, damage: true } });
    const gateOut = movements.find((movement) => movement.type === 'gate_out')!;
    expect(gateOut.enabled).toBe(false);
    expect(gateOut.reason).toContain('aduana, daño');
    expect(movements.find((movement) => movement.type === 'load')!.enabled).toBe(false);
    expect(movements.find((movement) => movement.type === 'yard_move')!.enabled).toBe(true);
  });
});
