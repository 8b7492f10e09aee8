import type { Transaction } from 'kysely';
import { revisionOrderReference } from '../../shared/contracts/revision-orders';
import type { Database } from '../db/schema';
import { searchTextOf } from '../lib/search-text';
import { insertOrder } from '../modules/support/revision-orders.repository';

/**
 * Company 1's inspections: two checklist templates ("Inspección de tractocamión", "Inspección de
 * contenedor") and revision orders of its trucks and containers — scheduled, in progress, done
 * (one with a failed item and its note) and cancelled — inspected by `soporte@logistica.demo.mx`.
 * Without trucks or containers (a trimmed demo) it adds only the templates.
 */

const COMPANY = 1;
const HOUR = 3_600_000;

const TRUCK_ITEMS = [
  { section: 'Cabina', label: 'Luces delanteras, traseras y direccionales', hint: 'Enciende cada una y camina alrededor de la unidad.' },
  { section: 'Cabina', label: 'Cinturón de seguridad y claxon', hint: null },
  { section: 'Frenos', label: 'Presión de aire del sistema de frenos', hint: 'Entre 100 y 120 psi con el motor encendido.' },
  { section: 'Llantas', label: 'Llantas sin cortes y con la presión indicada', hint: null },
  { section: 'Documentos', label: 'Tarjeta de circulación y póliza vigentes', hint: null },
];
const CONTAINER_ITEMS = [
  { section: 'Exterior', label: 'Paneles sin perforaciones ni abolladuras mayores', hint: null },
  { section: 'Exterior', label: 'Puertas cierran y sellan', hint: 'Revisa empaques y barras de cierre.' },
  { section: 'Interior', label: 'Piso seco y sin daños', hint: null },
  { section: 'Identificación', label: 'Número y placa CSC legibles', hint: null },
];

type Answer = 'pass' | 'fail' | 'not_applicable' | null;

export async function seedRevisionOrdersDemo(trx: Transaction<Database>): Promise<void> {
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();
  const template = async (name: string, assetKind: string, items: object[]) =>
    (await trx.insertInto('checklist_templates').values({ company_id: COMPANY, name, asset_kind: assetKind, items: JSON.stringify(items), archived_at: null, created_at: at(24 * 30), updated_at: at(24 * 30) }).returning('id').executeTakeFirstOrThrow()).id;
  const truckTemplate = await template('Inspección de tractocamión', 'truck', TRUCK_ITEMS);
  const containerTemplate = await template('Inspección de contenedor', 'container', CONTAINER_ITEMS);

  const inspector = (await trx.selectFrom('users').select('id').where('email', '=', 'soporte@logistica.demo.mx').executeTakeFirst())?.id ?? null;
  const trucks = await trx.selectFrom('units').select(['id', 'number']).where('company_id', '=', COMPANY).where('kind', '=', 'truck').orderBy('id').limit(3).execute();
  const containers = await trx.selectFrom('containers').select(['id', 'number']).where('company_id', '=', COMPANY).orderBy('id').limit(2).execute();

  const orders: { templateId: number; name: string; kind: string; asset: { id: number; number: string } | undefined; items: typeof TRUCK_ITEMS; status: string; hoursAgo: number; answers: Answer[]; notes?: (string | null)[] }[] = [
    { templateId: truckTemplate, name: 'Inspección de tractocamión', kind: 'truck', asset: trucks[0], items: TRUCK_ITEMS, status: 'done', hoursAgo: 72, answers: ['pass', 'pass', 'fail', 'pass', 'pass'], notes: [null, null, 'Marca 85 psi: fuga en la línea del remolque.', null, null] },
    { templateId: truckTemplate, name: 'Inspección de tractocamión', kind: 'truck', asset: trucks[1], items: TRUCK_ITEMS, status: 'in_progress', hoursAgo: 2, answers: ['pass', 'not_applicable', null, null, null] },
    { templateId: truckTemplate, name: 'Inspección de tractocamión', kind: 'truck', asset: trucks[2] ?? trucks[0], items: TRUCK_ITEMS, status: 'scheduled', hoursAgo: -24, answers: [null, null, null, null, null] },
    { templateId: containerTemplate, name: 'Inspección de contenedor', kind: 'container', asset: containers[0], items: CONTAINER_ITEMS, status: 'done', hoursAgo: 48, answers: ['pass', 'pass', 'pass', 'pass'] },
    { templateId: containerTemplate, name: 'Inspección de contenedor', kind: 'container', asset: containers[1] ?? containers[0], items: CONTAINER_ITEMS, status: 'scheduled', hoursAgo: -48, answers: [null, null, null, null] },
    { templateId: containerTemplate, name: 'Inspección de contenedor', kind: 'container', asset: containers[0], items: CONTAINER_ITEMS, status: 'cancelled', hoursAgo: 120, answers: [null, null, null, null] },
  ];
  let number = 0;
  for (const order of orders) {
    if (!order.asset) continue;
    number += 1;
    const scheduled = at(order.hoursAgo);
    const started = order.status === 'done' || order.status === 'in_progress' ? scheduled : null;
    // Through the repository: the order's search words are written with it.
    const id = await insertOrder(trx, {
      company_id: COMPANY,
      number,
      template_id: order.templateId,
      template_name: order.name,
      asset_kind: order.kind,
      asset_id: order.asset.id,
      asset_label: order.asset.number,
      inspector_id: inspector,
      scheduled_at: scheduled,
      status: order.status,
      notes: null,
      search_text: searchTextOf(revisionOrderReference(number), String(number), order.asset.number, order.name),
      started_at: started,
      completed_at: order.status === 'done' ? at(order.hoursAgo - 1) : null,
      created_by: inspector,
      created_at: at(Math.max(order.hoursAgo, 0) + 24),
      updated_at: at(Math.max(order.hoursAgo, 0)),
    });
    await trx
      .insertInto('revision_items')
      .values(
        order.items.map((item, index) => ({
          company_id: COMPANY,
          revision_order_id: id,
          position: index + 1,
          section: item.section,
          label: item.label,
          hint: item.hint,
          result: order.answers[index] ?? null,
          note: order.notes?.[index] ?? null,
          service_order_id: null,
          answered_by: order.answers[index] ? inspector : null,
          answered_at: order.answers[index] ? scheduled : null,
        })),
      )
      .execute();
  }
}
