import type { Principal } from '../../principal';

/**
 * What orders and waybills need of the containers module, named here so this module depends on
 * a few methods rather than the whole service (the containers service satisfies it; see app.ts).
 */
export interface ContainerLookup {
  /** The container as the caller may see it: 404 across tenants. No role check. */
  getForPrincipal(principal: Principal, id: number): Promise<{ id: number; company_id: number; number: string; iso_type: string; seals: string[]; gross_weight_kg: number | null }>;
  /** Writes an order or waybill line to the container's history. */
  recordHistory(entry: { containerId: number; companyId: number; kind: 'order' | 'waybill'; notes: string | null; userId: number | null }): Promise<unknown>;
}
