import type { Transaction } from 'kysely';
import { type SignatureStrokes, serviceOrderReference } from '../../shared/contracts/service-orders';
import type { Database } from '../db/schema';
import { searchTextOf, termsOf } from '../lib/search-text';
import { createVerificationTokens, fingerprintOf, roundStrokes, tokenHashOf } from '../modules/support/service-orders.signature';

/**
 * Company 1's service orders: one in each status, one made from the demo's network ticket, and
 * one signed by its receiver (strokes of a plausible handwritten signature, sealed and verifiable
 * like one signed on screen — when the demo knows APP_KEY; without it the signed order has no
 * verification link). Dates count from the moment the demo loads.
 */

const COMPANY = 1;

/** A cursive "J. Ramírez": a loop, a dot, a long flourish — sampled curves in the 600×200 box. */
export function demoSignatureStrokes(): SignatureStrokes {
  const curve = (points: number, at: (t: number) => [number, number]) => Array.from({ length: points }, (_, i) => at(i / (points - 1)));
  const j = curve(40, (t) => [110 + 30 * Math.sin(t * Math.PI * 1.5), 40 + 120 * t]);
  const dot = curve(3, (t) => [140 + t * 2, 30 + t]);
  const loops = curve(120, (t) => [170 + 330 * t + 18 * Math.cos(t * Math.PI * 14), 110 - 35 * Math.abs(Math.sin(t * Math.PI * 7)) + 10 * t]);
  const flourish = curve(40, (t) => [160 + 380 * t, 165 - 20 * Math.sin(t * Math.PI)]);
  const clamp = (stroke: [number, number][]) => stroke.map(([x, y]) => [Math.min(600, Math.max(0, x)), Math.min(200, Math.max(0, y))] as [number, number]);
  return roundStrokes([j, dot, loops, flourish].map(clamp));
}

interface DemoOrder {
  title: string;
  description: string;
  location: string;
  /** Days from the demo's load (negative: past). */
  inDays: number;
  status: 'scheduled' | 'in_progress' | 'done' | 'cancelled';
  labour: number;
  parts: [string, number, string][];
  /** Made from the demo ticket with this subject. */
  ticket?: string;
  receiver?: string;
}

const ORDERS: DemoOrder[] = [
  {
    title: 'Cambio de switch en la caseta de acceso',
    description: 'Sustituir el switch dañado y reconectar las cámaras y el lector de la caseta.',
    location: 'Caseta de acceso principal',
    inDays: -2,
    status: 'done',
    labour: 95,
    parts: [['Switch administrable 8 puertos', 1, 'pza'], ['Cable UTP cat. 6', 15, 'm'], ['Conector RJ45', 6, 'pza']],
    ticket: 'Caída de la red en la caseta de acceso',
    receiver: 'Jorge Ramírez Ochoa',
  },
  { title: 'Mantenimiento preventivo de impresoras de operaciones', description: 'Limpieza de rodillos y revisión de tóner.', location: 'Oficina de operaciones, planta alta', inDays: 0, status: 'in_progress', labour: 40, parts: [['Kit de rodillos', 1, 'pza']] },
  { title: 'Instalación de lector en caseta 2', description: 'Instalar el lector de reemplazo y probar con sellos.', location: 'Caseta 2', inDays: 1, status: 'scheduled', labour: 0, parts: [] },
  { title: 'Revisión del enlace de radio del patio', description: 'Medir señal y reorientar antenas del patio norte.', location: 'Patio norte, torre 3', inDays: 4, status: 'scheduled', labour: 0, parts: [] },
  { title: 'Reubicación de teléfono de recepción', description: 'La recepción se movió; el cliente canceló la reubicación.', location: 'Recepción', inDays: -5, status: 'cancelled', labour: 0, parts: [] },
];

export async function seedServiceOrdersDemo(trx: Transaction<Database>, appKey: string | null, loadedAt = new Date()) {
  const agent = await trx.selectFrom('users').select(['id', 'name', 'surname']).where('email', '=', 'soporte@logistica.demo.mx').executeTakeFirst();
  if (!agent) return;
  const tokenOf = appKey ? createVerificationTokens(appKey) : null;
  for (const [index, item] of ORDERS.entries()) {
    const number = index + 1;
    const ticket = item.ticket ? await trx.selectFrom('tickets').select('id').where('company_id', '=', COMPANY).where('subject', '=', item.ticket).executeTakeFirst() : undefined;
    const scheduledAt = new Date(loadedAt.getTime() + item.inDays * 86_400_000);
    scheduledAt.setUTCHours(16, 0, 0, 0); // 10:00 in Mexico City
    const createdAt = new Date(Math.min(loadedAt.getTime(), scheduledAt.getTime()) - 86_400_000).toISOString();
    const searchText = searchTextOf(item.title, item.location, serviceOrderReference(number), String(number));
    const { id } = await trx
      .insertInto('service_orders')
      .values({
        company_id: COMPANY,
        number,
        title: item.title,
        description: item.description,
        location: item.location,
        scheduled_at: scheduledAt.toISOString(),
        technician_id: agent.id,
        status: item.status === 'done' ? 'in_progress' : item.status,
        labour_minutes: item.labour,
        ticket_id: ticket?.id ?? null,
        revision_order_id: null,
        revision_item_id: null,
        created_by: agent.id,
        search_text: searchText,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (item.parts.length) {
      await trx
        .insertInto('service_order_parts')
        .values(item.parts.map(([description, quantity, unit], position) => ({ company_id: COMPANY, service_order_id: id, position, description, quantity_milli: quantity * 1000, unit })))
        .execute();
    }
    await trx.insertInto('service_order_search_terms').values(termsOf(searchText).map((term) => ({ service_order_id: id, company_id: COMPANY, term }))).execute();
    if (item.status !== 'done' || !item.receiver) continue;
    // Signed two hours after it was scheduled, sealed as the service seals a signature.
    const signedAt = new Date(scheduledAt.getTime() + 2 * 3_600_000).toISOString();
    const strokes = demoSignatureStrokes();
    const fingerprint = fingerprintOf({
      reference: serviceOrderReference(number),
      company_id: COMPANY,
      title: item.title,
      description: item.description,
      location: item.location,
      scheduled_at: scheduledAt.toISOString(),
      technician: [agent.name, agent.surname].filter(Boolean).join(' '),
      labour_minutes: item.labour,
      parts: item.parts.map(([description, quantity, unit]) => ({ description, quantity, unit })),
      receiver_name: item.receiver,
      signed_at: signedAt,
      strokes,
    });
    await trx
      .updateTable('service_orders')
      .set({
        status: 'done',
        receiver_name: item.receiver,
        signature_strokes: JSON.stringify(strokes),
        signed_at: signedAt,
        signed_by: agent.id,
        fingerprint,
        verification_token_hash: tokenOf ? tokenHashOf(tokenOf(id, signedAt)) : null,
        updated_at: signedAt,
      })
      .where('id', '=', id)
      .execute();
  }
}
