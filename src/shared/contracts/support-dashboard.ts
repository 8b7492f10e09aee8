import { z } from 'zod';
import { isoDateSchema } from './attendance-time';
import { ticketCategorySchema, ticketPrioritySchema, ticketStatusSchema } from './support';

/**
 * Support's dashboard (`GET /api/v1/companies/{id}/support-dashboard?from&to`), the people a
 * ticket may be assigned to (`GET /api/v1/companies/{id}/support-agents`) and the filters of the
 * tickets report (`GET /api/v1/companies/{id}/generate-url-report/tickets`). Issue 14.
 */

/** The longest period the dashboard counts at once (days, both ends included). */
export const SUPPORT_DASHBOARD_MAX_DAYS = 92;
/** The default period: the last 30 days, today included. */
export const SUPPORT_DASHBOARD_DEFAULT_DAYS = 30;

const periodRefinement = (value: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx, maxDays: number) => {
  if (value.from && value.to) {
    if (value.to < value.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'La fecha final no puede ser anterior a la inicial.' });
    else if (Date.parse(value.to) - Date.parse(value.from) > (maxDays - 1) * 86_400_000) ctx.addIssue({ code: 'custom', path: ['to'], message: `El periodo puede ser de hasta ${maxDays} días.` });
  }
};

export const supportDashboardQuerySchema = z
  .object({ from: isoDateSchema('La fecha inicial').optional(), to: isoDateSchema('La fecha final').optional() })
  .superRefine((value, ctx) => periodRefinement(value, ctx, SUPPORT_DASHBOARD_MAX_DAYS));
export type SupportDashboardQuery = z.input<typeof supportDashboardQuerySchema>;

/** Open tickets (new, open, waiting on the requester, reopened) by whole days since they were raised. */
export const BACKLOG_AGE_BUCKETS = ['0-1', '2-3', '4-7', '8-14', '15-30', '31+'] as const;
export const BACKLOG_AGE_LABELS: Record<(typeof BACKLOG_AGE_BUCKETS)[number], string> = {
  '0-1': '0–1 días',
  '2-3': '2–3 días',
  '4-7': '4–7 días',
  '8-14': '8–14 días',
  '15-30': '15–30 días',
  '31+': 'Más de 30 días',
};

/** One clock's compliance: tickets whose clock was met or breached; `percent` null when none was decided. */
const complianceSchema = z.object({ met: z.number().int(), breached: z.number().int(), percent: z.number().nullable() });
export type SlaCompliance = z.infer<typeof complianceSchema>;
const slaFiguresSchema = z.object({ tickets: z.number().int(), first_response: complianceSchema, resolution: complianceSchema });

export const supportDashboardSchema = z.object({
  company_id: z.number().int(),
  generated_at: z.string(),
  /** The period (Mexico City dates, both included): tickets raised in it count in `per_day` and the SLA figures. */
  from: z.string(),
  to: z.string(),
  /** Every ticket of the company now, by status. */
  by_status: z.array(z.object({ status: ticketStatusSchema, count: z.number().int() })),
  backlog_age: z.array(z.object({ bucket: z.enum(BACKLOG_AGE_BUCKETS), count: z.number().int() })),
  /** One entry per day of the period, zeros included: tickets raised that day and tickets resolved that day. */
  per_day: z.array(z.object({ date: z.string(), created: z.number().int(), resolved: z.number().int() })),
  /** Tickets raised in the period. */
  sla_overall: slaFiguresSchema,
  /** Per assignee (null: nobody has it), most tickets first. */
  sla_by_agent: z.array(slaFiguresSchema.extend({ agent: z.object({ id: z.number().int(), name: z.string() }).nullable() })),
  sla_by_category: z.array(slaFiguresSchema.extend({ category: ticketCategorySchema })),
});
export type SupportDashboard = z.infer<typeof supportDashboardSchema>;

/** Someone a ticket of the company may be assigned to (a holder of technical_support there, or a `soporte-tecnico` member). */
export const supportAgentSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type SupportAgent = z.infer<typeof supportAgentSchema>;
export const supportAgentListSchema = z.object({ data: z.array(supportAgentSchema) });

/** The longest period of the tickets report (days of creation). */
export const TICKET_REPORT_MAX_DAYS = 366;

/** Filters of the tickets report (each optional; dates are Mexico City days of creation, both included). */
export const ticketReportParamsSchema = z
  .object({
    status: ticketStatusSchema.optional(),
    priority: ticketPrioritySchema.optional(),
    category: ticketCategorySchema.optional(),
    from: isoDateSchema('La fecha inicial').optional(),
    to: isoDateSchema('La fecha final').optional(),
  })
  .superRefine((value, ctx) => periodRefinement(value, ctx, TICKET_REPORT_MAX_DAYS));
export type TicketReportParams = z.input<typeof ticketReportParamsSchema>;

/** An SLA clock's state in words (the report's columns). */
export const SLA_STATE_LABELS = { running: 'En curso', paused: 'En pausa', met: 'Cumplido', breached: 'Vencido', stopped: 'Detenido' } as const;
