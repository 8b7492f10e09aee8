import { z } from 'zod';
import { idQueryFilterSchema } from './common';
import { loadStatusSchema, optionalIdSchema, yardPositionSchema } from './containers';

/**
 * The yard layout (issue 19.2): a company's blocks, each `bays × rows × tiers` slots, and what it
 * takes. A position is only accepted inside a block of the layout, in a block that takes the
 * container's kind: a full reefer needs `reefer_plugs` (an empty one is stored as a dry box), a
 * container with a hazardous class needs `takes_hazardous`, a full or empty one needs
 * `takes_full` / `takes_empty`. Containers carry no terminal, so the layout is per company.
 */
export const yardBlockSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  code: z.string(),
  bays: z.number().int(),
  rows: z.number().int(),
  tiers: z.number().int(),
  reefer_plugs: z.boolean(),
  takes_hazardous: z.boolean(),
  takes_full: z.boolean(),
  takes_empty: z.boolean(),
  /** bays × rows × tiers. */
  capacity: z.number().int(),
});
export type YardBlock = z.infer<typeof yardBlockSchema>;

const { block: blockCodeSchema } = yardPositionSchema.shape;
const sizeSchema = (label: string, max: number) =>
  z.number({ error: `${label} debe ser un número.` }).int(`${label} debe ser un número entero.`).min(1, `${label} va de 1 a ${max}.`).max(max, `${label} va de 1 a ${max}.`);

/** Same bounds as a position (bay ≤ 99, row ≤ 20, tier ≤ 9): every slot of a block can be written. */
const blockFields = {
  code: blockCodeSchema,
  bays: sizeSchema('El número de bahías', 99),
  rows: sizeSchema('El número de filas', 20),
  tiers: sizeSchema('La estiba máxima', 9),
  reefer_plugs: z.boolean({ error: 'Indica si el bloque tiene conexiones para refrigerados.' }),
  takes_hazardous: z.boolean({ error: 'Indica si el bloque recibe carga peligrosa.' }),
  takes_full: z.boolean({ error: 'Indica si el bloque recibe contenedores llenos.' }),
  takes_empty: z.boolean({ error: 'Indica si el bloque recibe contenedores vacíos.' }),
};

function takesSomething(value: { takes_full?: boolean; takes_empty?: boolean }, ctx: z.RefinementCtx) {
  if (value.takes_full === false && value.takes_empty === false) {
    ctx.addIssue({ code: 'custom', path: ['takes_full'], message: 'El bloque debe recibir contenedores llenos, vacíos o ambos.' });
  }
}

/** `POST /api/v1/yard/blocks`: a block of the caller's company (or `company_id`'s). */
export const createYardBlockInputSchema = z
  .strictObject({
    company_id: optionalIdSchema('La empresa'),
    ...blockFields,
    reefer_plugs: blockFields.reefer_plugs.default(false),
    takes_hazardous: blockFields.takes_hazardous.default(false),
    takes_full: blockFields.takes_full.default(true),
    takes_empty: blockFields.takes_empty.default(true),
  })
  .superRefine(takesSomething);
export type CreateYardBlockInput = z.input<typeof createYardBlockInputSchema>;

/** `PUT /api/v1/yard/blocks/{id}`: only the fields sent change. */
export const updateYardBlockInputSchema = z
  .strictObject({
    code: blockFields.code.optional(),
    bays: blockFields.bays.optional(),
    rows: blockFields.rows.optional(),
    tiers: blockFields.tiers.optional(),
    reefer_plugs: blockFields.reefer_plugs.optional(),
    takes_hazardous: blockFields.takes_hazardous.optional(),
    takes_full: blockFields.takes_full.optional(),
    takes_empty: blockFields.takes_empty.optional(),
  })
  .superRefine(takesSomething);
export type UpdateYardBlockInput = z.input<typeof updateYardBlockInputSchema>;

export const yardQuerySchema = z.object({ company_id: idQueryFilterSchema('La empresa') });

export const yardBlockListSchema = z.object({ data: z.array(yardBlockSchema) });
export type YardBlockList = z.infer<typeof yardBlockListSchema>;

/**
 * `GET /api/v1/yard/occupancy`: every block of the layout with its containers in the yard by bay
 * and by stack (bay + row: how many and the highest tier), and the containers left in blocks the
 * layout does not have (placed before it existed), so none is hidden.
 */
export const yardOccupancySchema = z.object({
  company_id: z.number().int(),
  blocks: z.array(
    yardBlockSchema.extend({
      occupied: z.number().int(),
      /** Bays with at least one container; the others are empty. */
      bays_used: z.array(z.object({ bay: z.number().int(), occupied: z.number().int() })),
      stacks: z.array(z.object({ bay: z.number().int(), row: z.number().int(), occupied: z.number().int(), top_tier: z.number().int() })),
    }),
  ),
  outside_layout: z.array(z.object({ block: z.string(), occupied: z.number().int() })),
});
export type YardOccupancy = z.infer<typeof yardOccupancySchema>;

/** `GET /api/v1/yard/bay?company_id&block&bay`: the containers of one bay, by row then tier. */
export const yardBayQuerySchema = z.object({
  company_id: idQueryFilterSchema('La empresa'),
  block: blockCodeSchema,
  bay: z.coerce.number({ error: 'La bahía debe ser un número.' }).int('La bahía debe ser un número entero.').min(1, 'La bahía va de 1 a 99.').max(99, 'La bahía va de 1 a 99.'),
});
export const yardBaySchema = z.object({
  block: z.string(),
  bay: z.number().int(),
  containers: z.array(
    z.object({
      id: z.number().int(),
      number: z.string(),
      iso_type: z.string(),
      load_status: loadStatusSchema,
      hazardous_class: z.string().nullable(),
      position: yardPositionSchema,
    }),
  ),
});
export type YardBay = z.infer<typeof yardBaySchema>;

/**
 * `GET /api/v1/containers/{id}/position-suggestions?limit`: free slots for this container,
 * nearest first — in blocks that take its kind, on top of a stack (never under nothing), the
 * current block and bay first.
 */
export const positionSuggestionQuerySchema = z.object({
  limit: z.coerce.number({ error: 'El límite debe ser un número.' }).int().min(1, 'Pide de 1 a 10 posiciones.').max(10, 'Pide de 1 a 10 posiciones.').default(3),
});
export const positionSuggestionsSchema = z.object({ suggestions: z.array(yardPositionSchema) });
export type PositionSuggestions = z.infer<typeof positionSuggestionsSchema>;
