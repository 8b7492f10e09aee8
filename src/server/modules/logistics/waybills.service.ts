import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ORDER_KIND_LABELS, type OrderKind, type OrderStatus } from '../../../shared/contracts/logistics-orders';
import {
  type Waybill,
  type WaybillData,
  type WaybillList,
  type WaybillVerification,
  type createWaybillInputSchema,
} from '../../../shared/contracts/logistics-waybills';
import { isoNow } from '../../db/database';
import { retryOnUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, conflict, invalid, notFound } from '../../errors';
import { type Principal, assertCanIn } from '../../principal';
import { deviceScope, orNotFound, scopeOf } from '../../tenancy';
import type { CompaniesService } from '../companies/companies.service';
import * as ordersRepository from './orders.repository';
import type { ContainerLookup } from './orders.ports';
import type { OrdersService } from './orders.service';
import type { RoutesService } from './routes.service';
import type { TerminalsService } from './terminals.service';
import type { UnitsService } from './units.service';
import { renderWaybillPdf } from './waybill.pdf';
import * as repository from './waybills.repository';

export type WaybillsService = ReturnType<typeof createWaybillsService>;

const NOT_FOUND = 'No encontramos esa carta porte.';

/** CP-<company>-000123: the company in the folio keeps it unique across tenants (the public link names it). */
export const waybillFolio = (companyId: number, folioNumber: number) => `CP-${companyId}-${String(folioNumber).padStart(6, '0')}`;

/** The company a folio names (null: not a folio of ours). */
const companyOfFolio = (folio: string): number | null => {
  const match = /^CP-(\d{1,9})-\d{1,12}$/.exec(folio);
  return match ? Number(match[1]) : null;
};

/** IdCCP of Carta Porte 3.x: a UUID in upper case whose first three characters are "CCC" (CCCBCD94-870A-4332-…). */
export const newIdCcp = () => `CCC${randomUUID().slice(3).toUpperCase()}`;

const joinAddress = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

export function createWaybillsService(deps: {
  db: Kysely<Database>;
  appKey: string;
  publicUrl: string;
  orders: OrdersService;
  terminals: TerminalsService;
  routes: RoutesService;
  units: UnitsService;
  containers: ContainerLookup;
  companies: CompaniesService;
}) {
  const { db, orders, terminals, routes, units, containers, companies } = deps;
  // A key of its own, derived from APP_KEY, so a verification signature is never valid elsewhere.
  const key = createHmac('sha256', deps.appKey).update('plataforma:waybill-verification').digest();

  const signatureOf = (folio: string, idCcp: string) => createHmac('sha256', key).update(`${folio}\n${idCcp}`).digest('base64url');
  const verificationUrl = (folio: string, idCcp: string) =>
    `${deps.publicUrl}/api/v1/waybills/verify/${encodeURIComponent(folio)}?s=${signatureOf(folio, idCcp)}`;

  function toWaybill(row: repository.WaybillRow): Waybill {
    return {
      id: row.id,
      company_id: row.company_id,
      container_order_id: row.container_order_id,
      folio: row.folio,
      id_ccp: row.id_ccp,
      issued_at: row.issued_at,
      issued_by: row.issued_by !== null ? { id: row.issued_by, full_name: [row.issued_by_name, row.issued_by_surname].filter(Boolean).join(' ') } : null,
      data: JSON.parse(row.data) as WaybillData,
      verification_url: verificationUrl(row.folio, row.id_ccp),
      created_at: row.created_at,
    };
  }


  /** What the carta porte says, from the order, its container, unit, driver and terminals now. */
  async function snapshot(principal: Principal, order: ordersRepository.OrderRow, input: z.output<typeof createWaybillInputSchema>): Promise<WaybillData> {
    const missing: Record<string, string[]> = {};
    if (order.origin_terminal_id === null) missing.origin_terminal_id = ['La orden no tiene terminal de origen.'];
    if (order.destination_terminal_id === null) missing.destination_terminal_id = ['La orden no tiene terminal de destino.'];
    if (order.unit_id === null) missing.unit_id = ['La orden no tiene unidad asignada.'];
    if (order.driver_id === null) missing.driver_id = ['La orden no tiene chofer asignado.'];
    if (Object.keys(missing).length) {
      throw new AppError('order_not_ready', 'Para emitir la carta porte la orden necesita origen, destino, unidad y chofer.', 422, { errors: missing });
    }
    if (new Date(input.arrival_at) <= new Date(input.departure_at)) {
      const message = 'La llegada debe ser posterior a la salida.';
      throw invalid('validation_failed', message, { arrival_at: [message] });
    }
    const scope = scopeOf(principal);
    const [company, container, places, trucks, drivers, roads] = await Promise.all([
      companies.getCompanyDetail(principal, order.company_id),
      containers.getForPrincipal(principal, order.container_id),
      terminals.byIds(scope, [order.origin_terminal_id!, order.destination_terminal_id!]),
      units.byIds(scope, [order.unit_id!]),
      units.driversByIds(scope, [order.driver_id!]),
      order.route_id !== null ? routes.byIds(scope, [order.route_id]) : Promise.resolve([]),
    ]);
    // The order's plan was checked to be of its company when it was written, so all are in scope.
    const terminal = (id: number) => places.find((row) => row.id === id)!;
    const unit = trucks[0]!;
    const driver = drivers.get(order.driver_id!)!;
    const place = (row: ReturnType<typeof terminal>, prefix: 'OR' | 'DE', at: string) => ({
      location_id: `${prefix}${String(row.id).padStart(6, '0')}`,
      terminal_id: row.id,
      name: row.name,
      rfc: row.rfc,
      operator_name: row.operator_name,
      address: joinAddress([row.street, row.exterior_number].filter(Boolean).join(' '), row.neighborhood, row.municipality, row.state, row.postal_code ? `C.P. ${row.postal_code}` : null, row.country),
      postal_code: row.postal_code,
      state: row.state,
      country: row.country,
      at: new Date(at).toISOString(),
    });
    const goods = input.goods.map((line) => ({
      sat_product_key: line.sat_product_key,
      description: line.description,
      quantity: line.quantity,
      sat_unit_key: line.sat_unit_key,
      weight_kg: line.weight_kg,
      hazardous_un_number: line.hazardous_un_number ?? null,
    }));
    const tare = input.container_tare_kg ?? 0;
    const routeDistance = roads[0]?.distance_km;
    return {
      carrier: { name: company.legal_name ?? company.name, rfc: company.rfc },
      origin: place(terminal(order.origin_terminal_id!), 'OR', input.departure_at),
      destination: place(terminal(order.destination_terminal_id!), 'DE', input.arrival_at),
      distance_km: input.distance_km ?? (routeDistance == null ? null : Number(routeDistance)),
      unit: {
        id: unit.id,
        number: unit.number,
        plates: unit.plates,
        vehicle_config: unit.vehicle_config,
        model_year: unit.model_year,
        brand: unit.brand,
        gross_vehicle_weight_t: unit.gross_vehicle_weight_t === null ? null : Number(unit.gross_vehicle_weight_t),
        sct_permit_type: unit.sct_permit_type,
        sct_permit_number: unit.sct_permit_number,
        insurer: unit.insurer,
        insurance_policy: unit.insurance_policy,
        trailer_subtype: unit.trailer_subtype,
        trailer_plates: unit.trailer_plates,
      },
      driver: {
        id: driver.id,
        full_name: driver.full_name,
        rfc: input.driver_rfc,
        license_number: driver.license_number,
        license_expires_on: driver.license_expires_on,
      },
      container: { id: container.id, number: container.number, size_type: container.iso_type, seals: input.seals ?? container.seals, tare_kg: tare },
      goods,
      total_weight_kg: Math.round((goods.reduce((sum, line) => sum + line.weight_kg, 0) + tare) * 1000) / 1000,
      order: { id: order.id, folio: orders.orderFolio(order.folio_number), kind: order.kind as OrderKind },
      notes: input.notes ?? null,
    };
  }

  return {
    /** `POST /waybills`: issues the carta porte of an approved or in-progress order. */
    async create(principal: Principal, input: z.output<typeof createWaybillInputSchema>): Promise<Waybill> {
      const order = await orders.orderFor(principal, input.container_order_id, 'waybills.create');
      if (order.kind === 'inspection') {
        throw invalid('order_not_ready', 'Una inspección no traslada el contenedor por carretera: no lleva carta porte.');
      }
      const status = order.status as OrderStatus;
      if (status !== 'approved' && status !== 'in_progress') {
        throw conflict('order_not_ready', 'Solo se emite carta porte de órdenes aprobadas o en proceso.');
      }
      const data = await snapshot(principal, order, input);
      // Two waybills of the company may take the same folio at once: the loser takes the next one.
      const id = await retryOnUniqueViolation(() =>
        db.transaction().execute(async (trx) => {
          const folioNumber = await repository.nextWaybillFolio(trx, order.company_id);
          const now = isoNow();
          return repository.insertWaybill(
            trx,
            {
              company_id: order.company_id,
              container_order_id: order.id,
              folio_number: folioNumber,
              folio: waybillFolio(order.company_id, folioNumber),
              id_ccp: newIdCcp(),
              unit_id: data.unit.id,
              driver_id: data.driver.id,
              data: JSON.stringify(data),
              issued_by: principal.userId,
              issued_at: now,
            },
            now,
          );
        }),
      );
      const row = (await repository.findWaybill(db, scopeOf(principal), id))!;
      await containers.recordHistory({
        containerId: order.container_id,
        companyId: order.company_id,
        kind: 'waybill',
        notes: `Carta porte ${row.folio} de la orden ${data.order.folio} (${ORDER_KIND_LABELS[data.order.kind]}): ${data.origin.name} a ${data.destination.name}, unidad ${data.unit.number} (${data.unit.plates}).`,
        userId: principal.userId,
      });
      return toWaybill(row);
    },

    /** `GET /orders/{id}/waybills`, newest first. */
    async listOfOrder(principal: Principal, orderId: number): Promise<WaybillList> {
      await orders.orderFor(principal, orderId, 'waybills.read');
      return { data: (await repository.waybillsOfOrder(db, scopeOf(principal), orderId)).map(toWaybill) };
    },

    /** `GET /waybill/{id}/report`: the carta porte as a PDF stream, with its file name. */
    async report(principal: Principal, id: number): Promise<{ fileName: string; stream: Readable }> {
      const row = orNotFound(await repository.findWaybill(db, scopeOf(principal), id), NOT_FOUND);
      assertCanIn(principal, row.company_id, 'waybills.read');
      const waybill = toWaybill(row);
      return { fileName: `carta-porte-${waybill.folio}.pdf`, stream: await renderWaybillPdf(waybill) };
    },

    /**
     * `GET /waybills/verify/{folio}?s=`: the key data of a carta porte, without a session, only when
     * the signature is the one its QR code carries. A wrong signature reads as a missing waybill.
     */
    async verify(folio: string, signature: string): Promise<WaybillVerification> {
      // The link acts inside the one company its folio names, as a signed report link does.
      const companyId = companyOfFolio(folio);
      const scope = companyId === null ? null : deviceScope(companyId);
      const row = scope ? await repository.findWaybillByFolio(db, scope, folio) : undefined;
      const expected = row ? Buffer.from(signatureOf(row.folio, row.id_ccp)) : Buffer.alloc(43);
      const given = Buffer.from(signature);
      // Compared as text, not decoded: only the canonical spelling of the signature passes.
      const valid = given.length === expected.length && timingSafeEqual(given, expected);
      if (!row || !valid) throw notFound('No encontramos esa carta porte o el enlace de verificación no es válido.');
      const data = JSON.parse(row.data) as WaybillData;
      const order = await ordersRepository.findOrder(db, deviceScope(row.company_id), row.container_order_id);
      return {
        valid: true,
        folio: row.folio,
        id_ccp: row.id_ccp,
        issued_at: row.issued_at,
        carrier: data.carrier,
        origin: { name: data.origin.name, at: data.origin.at },
        destination: { name: data.destination.name, at: data.destination.at },
        container_number: data.container.number,
        unit_plates: data.unit.plates,
        trailer_plates: data.unit.trailer_plates,
        driver_name: data.driver.full_name,
        total_weight_kg: data.total_weight_kg,
        order_status: (order?.status ?? 'cancelled') as OrderStatus,
      };
    },
  };
}
