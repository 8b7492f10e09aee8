import { TICKET_CATEGORY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS } from '../../../../shared/contracts/support';
import { BACKLOG_AGE_BUCKETS, BACKLOG_AGE_LABELS, type SlaCompliance, type SupportDashboard } from '../../../../shared/contracts/support-dashboard';

/** Mantine colours of each status in the charts. */
const STATUS_COLORS = { new: 'blue.6', open: 'teal.6', waiting_on_requester: 'yellow.6', reopened: 'orange.6', resolved: 'green.6', closed: 'gray.5' } as const;

const dayLabel = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export const OPEN_STATUSES = ['new', 'open', 'waiting_on_requester', 'reopened'] as const;

export function statusSlices(dashboard: Pick<SupportDashboard, 'by_status'>) {
  return TICKET_STATUSES.map((status) => ({ label: TICKET_STATUS_LABELS[status], value: dashboard.by_status.find((entry) => entry.status === status)?.count ?? 0, color: STATUS_COLORS[status] }));
}

export function backlogBars(dashboard: Pick<SupportDashboard, 'backlog_age'>) {
  return BACKLOG_AGE_BUCKETS.map((bucket) => ({ label: BACKLOG_AGE_LABELS[bucket], tickets: dashboard.backlog_age.find((entry) => entry.bucket === bucket)?.count ?? 0 }));
}

/** `2030-03-04` → "4 mar" (already a Mexico City day). */
export function flowDays(dashboard: Pick<SupportDashboard, 'per_day'>) {
  return dashboard.per_day.map((day) => ({ day: dayLabel.format(new Date(`${day.date}T12:00:00Z`)), created: day.created, resolved: day.resolved }));
}

/** A percentage for a chart: 0 when nothing was decided (the table says "—"). */
const chartPercent = (compliance: SlaCompliance) => compliance.percent ?? 0;
export const percentText = (compliance: SlaCompliance) => (compliance.percent === null ? '—' : `${compliance.percent.toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`);

export interface ComplianceBar {
  label: string;
  tickets: number;
  firstResponse: number;
  resolution: number;
  firstResponseText: string;
  resolutionText: string;
}

const bar = (label: string, row: { tickets: number; first_response: SlaCompliance; resolution: SlaCompliance }): ComplianceBar => ({
  label,
  tickets: row.tickets,
  firstResponse: chartPercent(row.first_response),
  resolution: chartPercent(row.resolution),
  firstResponseText: percentText(row.first_response),
  resolutionText: percentText(row.resolution),
});

export function complianceByAgent(dashboard: Pick<SupportDashboard, 'sla_by_agent'>): ComplianceBar[] {
  return dashboard.sla_by_agent.map((row) => bar(row.agent?.name ?? 'Sin asignar', row));
}

export function complianceByCategory(dashboard: Pick<SupportDashboard, 'sla_by_category'>): ComplianceBar[] {
  return dashboard.sla_by_category.map((row) => bar(TICKET_CATEGORY_LABELS[row.category], row));
}

export function openTickets(dashboard: Pick<SupportDashboard, 'by_status'>): number {
  return dashboard.by_status.filter((entry) => (OPEN_STATUSES as readonly string[]).includes(entry.status)).reduce((sum, entry) => sum + entry.count, 0);
}
