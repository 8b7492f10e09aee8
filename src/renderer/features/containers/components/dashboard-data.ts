import { CONTAINER_STATUSES, CONTAINER_STATUS_LABELS } from '../../../../shared/contracts/containers';
import { type Dashboard, DWELL_BUCKETS, type DwellBucket } from '../../../../shared/contracts/container-dashboard';

/** Mantine colours of each status in the charts (the same hues as the table's badges). */
const STATUS_CHART_COLORS = { announced: 'gray.5', in_yard: 'teal.6', on_vessel: 'blue.6', gated_out: 'orange.6' } as const;

const DWELL_LABELS: Record<DwellBucket, string> = { '0-2': '0–2 días', '3-5': '3–5 días', '6-10': '6–10 días', '11-20': '11–20 días', '21+': '21 días o más' };

const dayLabel = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Every status in a fixed order, zero when the server sent none. */
export function statusSlices(dashboard: Pick<Dashboard, 'by_status'>) {
  return CONTAINER_STATUSES.map((status) => ({
    label: CONTAINER_STATUS_LABELS[status],
    value: dashboard.by_status.find((entry) => entry.status === status)?.count ?? 0,
    color: STATUS_CHART_COLORS[status],
  }));
}

/** `2026-11-23` → "23 nov" (the date is already the terminal's local day). */
export function gateDays(dashboard: Pick<Dashboard, 'gate_per_day'>) {
  return dashboard.gate_per_day.map((day) => ({ day: dayLabel.format(new Date(`${day.date}T12:00:00Z`)), gateIn: day.gate_in, gateOut: day.gate_out }));
}

export function dwellBuckets(dashboard: Pick<Dashboard, 'dwell'>) {
  return DWELL_BUCKETS.map((bucket) => ({ label: DWELL_LABELS[bucket], containers: dashboard.dwell.find((entry) => entry.bucket === bucket)?.count ?? 0 }));
}

/** A rough average from the buckets' middles (21+ counted as 25), or null with nobody in the yard. */
export function averageDwellDays(dashboard: Pick<Dashboard, 'dwell'>): number | null {
  const middles: Record<DwellBucket, number> = { '0-2': 1, '3-5': 4, '6-10': 8, '11-20': 15.5, '21+': 25 };
  const total = dashboard.dwell.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return null;
  return dashboard.dwell.reduce((sum, entry) => sum + middles[entry.bucket] * entry.count, 0) / total;
}

/** Blocks in name order ("A", "B", "B2", "C10" after "C9"); free slots when the capacity is known. */
export function blockOccupancy(dashboard: Pick<Dashboard, 'occupancy'>) {
  const collator = new Intl.Collator('es-MX', { numeric: true });
  return [...dashboard.occupancy]
    .sort((a, b) => collator.compare(a.block, b.block))
    .map((block) => ({ block: block.block, occupied: block.occupied, free: block.capacity === null ? null : Math.max(0, block.capacity - block.occupied) }));
}
