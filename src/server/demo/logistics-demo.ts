import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { WaybillData } from '../../shared/contracts/logistics-waybills';
import { searchTextOf } from '../lib/search-text';
import type { Database } from '../db/schema';

/**
 * Company 1's fleet around its containers: three terminals (the port terminal, an inland port and
 * a customer's warehouse), two routes, three trucks with plates, the two demo drivers on them and,
 * when the containers demo loaded containers, a few orders in different states and one waybill.
 * Runs inside the demo transaction, after the directory (drivers) and containers demos.
 */

const COMPANY = 1;

const TERMINALS = [
  {
    code: 'TEC-MZO',
    name: 'Terminal Especializada de Contenedores Manzanillo',
    kind: 'port',
    rfc: 'TEC960101AB1',
    operator_name: 'Terminal Especializada de Contenedores de Manzanillo, S.A. de C.V.',
    street: 'Av. Teniente Azueta',
    exterior_number: 'S/N',
    neighborhood: 'Recinto Portuario',
    municipality: 'Manzanillo',
    state: 'Colima',
    postal_code: '28219',
    latitude: 19.0611,
    longitude: -104.2957,
  },
  {
    code: 'PI-GDL',
    name: 'Puerto Interior Guadalajara',
    kind: 'inland',
    rfc: 'PIG050505KJ2',
    operator_name: 'Puerto Interior de Guadalajara, S.A. de C.V.',
    street: 'Carretera a El Castillo',
    exterior_number: 'Km 7.5',
    neighborhood: 'El Salto',
    municipality: 'El Salto',
    state: 'Jalisco',
    postal_code: '45680',
    latitude: 20.5203,
    longitude: -103.2158,
  },
  {
    code: 'CEDIS-QRO',
    name: 'CEDIS Comercializadora Horizonte Querétaro',
    kind: 'customer',
    rfc: 'CHO101120QW3',
    operator_name: 'Comercializadora Horizonte, S. de R.L. de C.V.',
    street: 'Av. de la Industria',
    exterior_number: '120',
    neighborhood: 'Parque Industrial Querétaro',
    municipality: 'Santa Rosa Jáuregui',
    state: 'Querétaro',
    postal_code: '76220',
    latitude: 20.7636,
    longitude: -100.4389,
  },
] as const;

const UNITS = [
  { number: 'ECO-101', plates: '45AK7R', brand: 'Kenworth', model: 'T680', model_year: 2022, trailer_plates: '92UH4K', drivers: ['LPP-0006'] },
  { number: 'ECO-102', plates: '46AK8S', brand: 'Freightliner', model: 'Cascadia', model_year: 2021, trailer_plates: '93UH5L', drivers: ['LPP-0007'] },
  { number: 'ECO-103', plates: '47AL1T', brand: 'International', model: 'LT625', model_year: 2019, trailer_plates: null, drivers: [], status: 'maintenance' },
] as const;

export async function seedLogisticsDemo(trx: Transaction<Database>): Promise<void> {
  const now = new Date();
  const at = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();
  const terminalIds: number[] = [];
  for (const terminal of TERMINALS) {
    const { id } = await trx
      .insertInto('terminals')
      .values({
        company_id: COMPANY,
        ...terminal,
        country: 'MEX',
        phone: null,
        search_text: searchTextOf(terminal.code, terminal.name, terminal.operator_name, terminal.municipality, terminal.state, terminal.rfc),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    terminalIds.push(id);
  }
  const [port, inland, customer] = terminalIds as [number, number, number];
  const routeValues = [
    { code: 'MZO-GDL', name: 'Manzanillo - Guadalajara', origin_terminal_id: port, destination_terminal_id: inland, distance_km: 305, estimated_minutes: 300 },
    { code: 'MZO-QRO', name: 'Manzanillo - Querétaro', origin_terminal_id: port, destination_terminal_id: customer, distance_km: 640, estimated_minutes: 600 },
  ];
  const routeIds: number[] = [];
  for (const route of routeValues) {
    const { id } = await trx
      .insertInto('routes')
      .values({ company_id: COMPANY, ...route, active: 1, search_text: searchTextOf(route.code, route.name) })
      .returning('id')
      .executeTakeFirstOrThrow();
    routeIds.push(id);
  }
  const drivers = new Map(
    (await trx.selectFrom('employees').select(['id', 'employee_number', 'name', 'surname', 'lastname', 'license_number', 'license_expires_on']).where('company_id', '=', COMPANY).where('is_driver', '=', 1).execute()).map((row) => [
      row.employee_number,
      row,
    ]),
  );
  const unitIds: number[] = [];
  for (const unit of UNITS) {
    const { drivers: driverNumbers, ...values } = unit;
    const { id } = await trx
      .insertInto('units')
      .values({
        company_id: COMPANY,
        ...values,
        status: 'status' in unit ? unit.status : 'active',
        vehicle_config: 'T3S2',
        vin: null,
        gross_vehicle_weight_t: 41.5,
        sct_permit_type: 'TPAF01',
        sct_permit_number: '0612LPP15032026',
        insurer: 'Seguros Banorte',
        insurance_policy: `POL-${values.number}`,
        trailer_subtype: values.trailer_plates ? 'CTR010' : null,
        search_text: searchTextOf(values.number, values.plates, values.trailer_plates, values.brand, values.model, 'T3S2'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    unitIds.push(id);
    for (const number of driverNumbers) {
      const driver = drivers.get(number);
      if (driver) await trx.insertInto('unit_drivers').values({ unit_id: id, employee_id: driver.id, company_id: COMPANY }).execute();
    }
    for (const routeId of routeIds.slice(0, unit.number === 'ECO-103' ? 1 : 2)) {
      await trx.insertInto('unit_routes').values({ unit_id: id, route_id: routeId, company_id: COMPANY }).execute();
    }
  }

  // Orders only when the containers demo gave company 1 containers to work on.
  const containers = await trx.selectFrom('containers').select(['id', 'number', 'iso_type', 'seals']).where('company_id', '=', COMPANY).orderBy('id').limit(3).execute();
  if (containers.length === 0) return;
  const users = new Map((await trx.selectFrom('users').select(['id', 'email']).execute()).map((row) => [row.email, row.id]));
  const operador = users.get('operador@logistica.demo.mx') ?? null;
  const supervisor = users.get('supervisor@logistica.demo.mx') ?? null;
  const jose = drivers.get('LPP-0006');
  const plan = [
    { kind: 'delivery', status: 'in_progress', route: 1, unit: 0, driver: jose?.id ?? null, log: ['Entrega a CEDIS Querétaro.', 'Aprobada; sale con la ECO-101.', 'Salió de la terminal.'] },
    { kind: 'reception', status: 'requested', route: null, unit: null, driver: null, log: ['Recepción del vacío devuelto por el cliente.'] },
    { kind: 'transfer', status: 'approved', route: 0, unit: 1, driver: drivers.get('LPP-0007')?.id ?? null, log: ['Traslado a Puerto Interior Guadalajara.', 'Aprobado.'] },
  ] as const;
  const flow = ['requested', 'approved', 'in_progress'] as const;
  for (const [index, container] of containers.entries()) {
    const order = plan[index]!;
    const route = order.route !== null ? routeValues[order.route]! : null;
    const { id } = await trx
      .insertInto('container_orders')
      .values({
        company_id: COMPANY,
        container_id: container.id,
        folio_number: index + 1,
        kind: order.kind,
        status: order.status,
        origin_terminal_id: route?.origin_terminal_id ?? null,
        destination_terminal_id: route?.destination_terminal_id ?? (order.kind === 'reception' ? port : null),
        route_id: order.route !== null ? routeIds[order.route]! : null,
        unit_id: order.unit !== null ? unitIds[order.unit]! : null,
        driver_id: order.driver,
        scheduled_at: at(2 + index),
        notes: order.log[0],
        update_report: order.log[order.log.length - 1]!,
        requested_by: operador,
        started_at: order.status === 'in_progress' ? at(-1) : null,
        completed_at: null,
        created_at: at(-6 + index),
        updated_at: at(-1 + index),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [step, report] of order.log.entries()) {
      await trx
        .insertInto('container_order_updates')
        .values({
          company_id: COMPANY,
          order_id: id,
          from_status: step === 0 ? null : flow[step - 1]!,
          to_status: flow[step]!,
          update_report: report,
          user_id: step === 1 ? supervisor : operador,
          created_at: at(-6 + index + step),
        })
        .execute();
    }
    if (index === 0 && jose && route) {
      const [origin, destination] = [TERMINALS[0], TERMINALS[2]];
      const seals = JSON.parse(container.seals || '[]') as string[];
      const data: WaybillData = {
        carrier: { name: 'Logística Portuaria del Pacífico, S.A. de C.V.', rfc: 'LPP150312AB1' },
        origin: {
          location_id: `OR${String(port).padStart(6, '0')}`,
          terminal_id: port,
          name: origin.name,
          rfc: origin.rfc,
          operator_name: origin.operator_name,
          address: `${origin.street} ${origin.exterior_number}, ${origin.neighborhood}, ${origin.municipality}, ${origin.state}, C.P. ${origin.postal_code}, MEX`,
          postal_code: origin.postal_code,
          state: origin.state,
          country: 'MEX',
          at: at(-1),
        },
        destination: {
          location_id: `DE${String(customer).padStart(6, '0')}`,
          terminal_id: customer,
          name: destination.name,
          rfc: destination.rfc,
          operator_name: destination.operator_name,
          address: `${destination.street} ${destination.exterior_number}, ${destination.neighborhood}, ${destination.municipality}, ${destination.state}, C.P. ${destination.postal_code}, MEX`,
          postal_code: destination.postal_code,
          state: destination.state,
          country: 'MEX',
          at: at(9),
        },
        distance_km: 640,
        unit: {
          id: unitIds[0]!,
          number: 'ECO-101',
          plates: '45AK7R',
          vehicle_config: 'T3S2',
          model_year: 2022,
          brand: 'Kenworth',
          gross_vehicle_weight_t: 41.5,
          sct_permit_type: 'TPAF01',
          sct_permit_number: '0612LPP15032026',
          insurer: 'Seguros Banorte',
          insurance_policy: 'POL-ECO-101',
          trailer_subtype: 'CTR010',
          trailer_plates: '92UH4K',
        },
        driver: {
          id: jose.id,
          full_name: [jose.name, jose.surname, jose.lastname].filter(Boolean).join(' '),
          rfc: 'RATJ850312AB1',
          license_number: jose.license_number,
          license_expires_on: jose.license_expires_on,
        },
        container: { id: container.id, number: container.number, size_type: container.iso_type, seals, tare_kg: 3750 },
        goods: [{ sat_product_key: '24112700', description: 'Electrodomésticos en cajas de cartón', quantity: 420, sat_unit_key: 'XBX', weight_kg: 18250, hazardous_un_number: null }],
        total_weight_kg: 22000,
        order: { id, folio: 'ORD-000001', kind: 'delivery' },
        notes: null,
      };
      await trx
        .insertInto('waybills')
        .values({
          company_id: COMPANY,
          container_order_id: id,
          folio_number: 1,
          folio: 'CP-1-000001',
          id_ccp: `CCC${randomUUID().slice(3).toUpperCase()}`,
          unit_id: unitIds[0]!,
          driver_id: jose.id,
          data: JSON.stringify(data),
          issued_by: operador,
          issued_at: at(-1),
        })
        .execute();
    }
  }
}
