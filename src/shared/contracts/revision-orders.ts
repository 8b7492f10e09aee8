import { z } from 'zod';
import { idQueryFilterSchema, idSchema, pageOf, pageQuerySchema, searchTextQuerySchema, textSchema } from './common';
import { dateTimeSchema, positiveId } from './logistics-common';

/**
 * Revision (inspection) orders (issue 14): support inspects an asset of the company — a bus or a
 * truck of the fleet, a container, or a piece of equipment described in words — against a
 * checklist template the company defines. The template's items are copied into the order when it
 * is created: editing the template later never rewrites an inspection. Each item is answered pass,
 * fail or not applicable, with a note and photos; failed items become service orders in one click.
 *
 * `GET/POST /api/v1/revision-orders`, `GET/PUT/DELETE /api/v1/revision-orders/{id}`,
 * `GET /api/v1/companies/{id}/revision-orders`, `PUT /revision-orders/{id}/items/{itemId}`,
 * `PUT /revision-orders/{id}/status`, `POST /revision-orders/{id}/service-orders`, and the
 * templates: `GET/POST /api/v1/companies/{id}/checklist-templates`, `GET/PUT/DELETE /api/v1/checklist-templates/{id}`.
 */

export const REVISION_ASSET_KINDS = ['bus', 'truck', 'container', 'equipment'] as const;
export const revisionAssetKindSchema = z.enum(REVISION_ASSET_KINDS, { error: 'El tipo de activo debe ser bus, truck, container o equipment.' });
export type RevisionAssetKind = z.infer<typeof revisionAssetKindSchema>;
export const REVISION_ASSET_KIND_LABELS: Record<RevisionAssetKind, string> = { bus: 'Autobús', truck: 'Tractocamión', container: 'Contenedor', equipment: 'Equipo' };

export const REVISION_STATUSES = ['scheduled', 'in_progress', 'done', 'cancelled'] as const;
export const revisionStatusSchema = z.enum(REVISION_STATUSES, { error: 'El estado debe ser scheduled, in_progress, done o cancelled.' });
export type RevisionStatus = z.infer<typeof revisionStatusSchema>;
export const REVISION_STATUS_LABELS: Record<RevisionStatus, string> = { scheduled: 'Programada', in_progress: 'En curso', done: 'Terminada', cancelled: 'Cancelada' };
/** Where an order may go. A done or cancelled order is final (a new inspection is a new order). */
export const REVISION_TRANSITIONS: Record<RevisionStatus, readonly RevisionStatus[]> = {
  scheduled: ['in_progress', 'cancelled'],
  in_progress: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

export const REVISION_RESULTS = ['pass', 'fail', 'not_applicable'] as const;
export const revisionResultSchema = z.enum(REVISION_RESULTS, { error: 'El resultado debe ser pass, fail o not_applicable.' });
export type RevisionResult = z.infer<typeof revisionResultSchema>;
export const REVISION_RESULT_LABELS: Record<RevisionResult, string> = { pass: 'Cumple', fail: 'Falla', not_applicable: 'No aplica' };

export const REVISION_ORDERS_PER_PAGE = 20;
export const CHECKLIST_ITEMS_MAX = 100;
export const REVISION_PHOTOS_MAX = 10;

/** `OR-000123`: numbered per company. */
export const revisionOrderReference = (number: number) => `OR-${String(number).padStart(6, '0')}`;

const personRef = z.object({ id: z.number().int(), name: z.string() });

export const checklistItemSchema = z.object({ label: z.string(), section: z.string().nullable(), hint: z.string().nullable() });
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const checklistTemplateSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  asset_kind: revisionAssetKindSchema,
  items: z.array(checklistItemSchema),
  /** Set when a template that orders already used was deleted: it stays for them, no new order takes it. */
  archived_at: z.string().nullable(),
  /** How many orders were made from it. */
  orders_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

const checklistItemInputSchema = z.object({
  label: textSchema('El punto a revisar', 200).min(1, 'Escribe qué se revisa en cada punto.'),
  section: textSchema('La sección', 80).nullish().transform((value) => value || null),
  hint: textSchema('La ayuda', 300).nullish().transform((value) => value || null),
});
const templateNameSchema = textSchema('El nombre', 120).min(3, 'El nombre debe tener al menos 3 caracteres.');
const checklistItemsSchema = z
  .array(checklistItemInputSchema, { error: 'Envía la lista de puntos a revisar.' })
  .min(1, 'La plantilla necesita al menos un punto a revisar.')
  .max(CHECKLIST_ITEMS_MAX, `Una plantilla tiene a lo más ${CHECKLIST_ITEMS_MAX} puntos.`);

export const createChecklistTemplateInputSchema = z.object({ name: templateNameSchema, asset_kind: revisionAssetKindSchema, items: checklistItemsSchema });
/** The fields sent change; `archived: false` brings an archived template back. The kind never changes (orders were made for it). */
export const updateChecklistTemplateInputSchema = z.object({
  name: templateNameSchema.optional(),
  items: checklistItemsSchema.optional(),
  archived: z.boolean({ error: 'archived debe ser true o false.' }).optional(),
});
export const checklistTemplateListQuerySchema = z.object({
  asset_kind: revisionAssetKindSchema.optional(),
  archived: z.enum(['true', 'false'], { error: 'archived debe ser true o false.' }).default('false'),
});

export const revisionItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  section: z.string().nullable(),
  label: z.string(),
  hint: z.string().nullable(),
  result: revisionResultSchema.nullable(),
  note: z.string().nullable(),
  /** Documents of the files module (resource type `revision_order`, this order). */
  photos: z.array(z.number().int()),
  /** The service order created from this failed item, once created. */
  service_order_id: z.number().int().nullable(),
  answered_at: z.string().nullable(),
});
export type RevisionItem = z.infer<typeof revisionItemSchema>;

export const revisionAssetSchema = z.object({
  kind: revisionAssetKindSchema,
  /** The unit or container; null for equipment. */
  id: z.number().int().nullable(),
  /** Unit or container number as it was when the order was created, or the equipment's description. */
  label: z.string(),
});

export const revisionOrderSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  /** "OR-000123". */
  reference: z.string(),
  template: z.object({ id: z.number().int(), name: z.string() }),
  asset: revisionAssetSchema,
  inspector: personRef.nullable(),
  scheduled_at: z.string(),
  status: revisionStatusSchema,
  notes: z.string().nullable(),
  progress: z.object({ total: z.number().int(), answered: z.number().int(), failed: z.number().int() }),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RevisionOrder = z.infer<typeof revisionOrderSchema>;
export const revisionOrderPageSchema = pageOf(revisionOrderSchema);
export type RevisionOrderPage = z.infer<typeof revisionOrderPageSchema>;

export const revisionOrderDetailSchema = revisionOrderSchema.extend({
  items: z.array(revisionItemSchema),
  /** Support of the company: edits, cancels, deletes. The inspector alone works the checklist. */
  can_manage: z.boolean(),
});
export type RevisionOrderDetail = z.infer<typeof revisionOrderDetailSchema>;

const notesSchema = textSchema('Las notas', 2000).nullish().transform((value) => (value === undefined ? undefined : value || null));
const equipmentSchema = textSchema('La descripción del equipo', 200).nullish().transform((value) => value || null);

/** `POST /api/v1/revision-orders`: a unit or container by id, or equipment by description. `company_id` may be left out by a member of one company. */
export const createRevisionOrderInputSchema = z
  .object({
    company_id: positiveId('La empresa').optional(),
    template_id: positiveId('La plantilla'),
    asset_kind: revisionAssetKindSchema,
    asset_id: positiveId('El activo').nullish(),
    equipment_description: equipmentSchema,
    inspector_id: positiveId('El inspector').nullish(),
    scheduled_at: dateTimeSchema,
    notes: notesSchema,
  })
  .superRefine((value, ctx) => {
    if (value.asset_kind === 'equipment' && !value.equipment_description) ctx.addIssue({ code: 'custom', path: ['equipment_description'], message: 'Describe el equipo que se revisa.' });
    if (value.asset_kind !== 'equipment' && !value.asset_id) ctx.addIssue({ code: 'custom', path: ['asset_id'], message: 'Elige la unidad o el contenedor que se revisa.' });
  });

/** `PUT /api/v1/revision-orders/{id}`: while scheduled or in progress. */
export const updateRevisionOrderInputSchema = z.object({
  inspector_id: positiveId('El inspector').nullish(),
  scheduled_at: dateTimeSchema.optional(),
  notes: notesSchema,
});

export const updateRevisionOrderStatusInputSchema = z.object({ status: revisionStatusSchema });

/** `PUT /api/v1/revision-orders/{id}/items/{itemId}`: the answer (null clears it), its note and photos. */
export const updateRevisionItemInputSchema = z.object({
  result: revisionResultSchema.nullable(),
  note: textSchema('La nota', 2000).nullish().transform((value) => value || null),
  photos: z
    .array(positiveId('La foto'), { error: 'Las fotos son una lista de documentos.' })
    .max(REVISION_PHOTOS_MAX, `Un punto lleva a lo más ${REVISION_PHOTOS_MAX} fotos.`)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});

export const revisionItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });

export const REVISION_VIEWS = ['all', 'mine'] as const;
/** Lists: `view=mine` is the orders where I am the inspector; filters by status, kind, inspector, template; `q` by reference or asset. */
export const revisionOrderListQuerySchema = z.object({
  q: searchTextQuerySchema,
  page: pageQuerySchema,
  company_id: idQueryFilterSchema('La empresa'),
  view: z.enum(REVISION_VIEWS, { error: 'La vista debe ser all o mine.' }).default('all'),
  status: revisionStatusSchema.optional(),
  asset_kind: revisionAssetKindSchema.optional(),
  inspector_id: idQueryFilterSchema('El inspector'),
  template_id: idQueryFilterSchema('La plantilla'),
});
export type RevisionOrderListQuery = z.input<typeof revisionOrderListQuerySchema>;

/** `POST /api/v1/revision-orders/{id}/service-orders`: one service order per failed item (an item that has one keeps it). */
export const revisionServiceOrdersResultSchema = z.object({
  data: z.array(z.object({ item_id: z.number().int(), service_order_id: z.number().int(), created: z.boolean() })),
});
export type RevisionServiceOrdersResult = z.infer<typeof revisionServiceOrdersResultSchema>;
