import { z } from 'zod';
import { idQueryFilterSchema } from './common';
import { containerStatusSchema } from './containers';

export const DWELL_BUCKETS = ['0-2', '3-5', '6-10', '11-20', '21+'] as const;
export type DwellBucket = (typeof DWELL_BUCKETS)[number];

/** `GET /api/v1/logistics/dashboard?company_id&days` — the control room's live charts. */
export const dashboardQuerySchema = z.object({
  company_id: idQueryFilterSchema('La empresa'),
  days: z.coerce.number().int().min(1).max(90, 'Como máximo 90 días.').default(14),
});

export const dashboardSchema = z.object({
  company_id: z.number().int(),
  generated_at: z.string(),
  by_status: z.array(z.object({ status: containerStatusSchema, count: z.number().int() })),
  /** One entry per day (Mexico City dates, oldest first), zeros included. */
  gate_per_day: z.array(z.object({ date: z.string(), gate_in: z.number().int(), gate_out: z.number().int() })),
  /** Containers in the yard by days since arrival (bucket labels in days). */
  dwell: z.array(z.object({ bucket: z.enum(DWELL_BUCKETS), count: z.number().int() })),
  /** Containers in the yard per block of the layout (bays × rows × tiers of capacity), then blocks outside it (capacity null). */
  occupancy: z.array(z.object({ block: z.string(), occupied: z.number().int(), capacity: z.number().int().nullable() })),
  on_hold: z.number().int(),
  in_yard: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
