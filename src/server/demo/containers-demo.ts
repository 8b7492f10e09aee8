import type { Transaction } from 'kysely';
import { iso6346CheckDigit } from '../../shared/iso6346';
import { digitSuffixesOf } from '../modules/containers/containers.repository';
import type { Database } from '../db/schema';

/**
 * The control room of Logística Portuaria del Pacífico (company 1): four vessel calls at
 * Manzanillo and 64 containers with their whole story — gate ins, discharges, yard moves,
 * inspections, loads and gate outs by the demo receiver and crane operator over the last weeks,
 * a few holds, reefers and dangerous goods — so the table, the timeline and the dashboard have
 * something true to show. Times are relative to the moment the demo is loaded.
 */

const COMPANY_ID = 1;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Deterministic pseudo-random numbers (mulberry32): the same demo every time. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LINES = [
  { line: 'MSC', owners: ['MSCU', 'MEDU'] },
  { line: 'MAEU', owners: ['MSKU', 'MRKU'] },
  { line: 'CMA CGM', owners: ['CMAU'] },
  { line: 'ONE', owners: ['ONEU'] },
  { line: 'HLC', owners: ['HLXU'] },
] as const;

const TYPES = ['42G1', '45G1', '22G1', '45G1', '42G1', '22G1', '45R1', '22R1', '22U1', '22T1'] as const;
const BLOCKS = ['A', 'B', 'C', 'D', 'E', 'F'];

export async function seedContainersDemo(trx: Transaction<Database>): Promise<void> {
  const next = random(20261123);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset).toISOString();

  const users = new Map((await trx.selectFrom('users').select(['id', 'email']).where('email', 'like', '%@logistica.demo.mx').execute()).map((user) => [user.email, user.id]));
  const receiver = users.get('receptor@logistica.demo.mx') ?? null;
  const crane = users.get('grua@logistica.demo.mx') ?? null;
  const supervisor = users.get('supervisor@logistica.demo.mx') ?? null;
  const operator = users.get('operador@logistica.demo.mx') ?? null;

  // The yard's layout: six blocks of 30 bays × 6 rows × 5 tiers (5,400 slots) taking every kind,
  // since the demo's reefers and dangerous goods stand in all of them.
  await trx
    .insertInto('yard_blocks')
    .values(BLOCKS.map((code) => ({ company_id: COMPANY_ID, code, bays: 30, rows: 6, tiers: 5, reefer_plugs: 1, takes_hazardous: 1, takes_full: 1, takes_empty: 1 })))
    .execute();

  const calls = [
    { vessel_name: 'MSC Aurora', voyage: 'FA647W', shipping_line: 'MSC', berth: 'Muelle 11', eta: at(-4 * DAY), ata: at(-3 * DAY), etd: at(-2 * DAY), atd: at(-2 * DAY + 3 * HOUR) },
    { vessel_name: 'Maersk Kowloon', voyage: '247N', shipping_line: 'MAEU', berth: 'Muelle 13', eta: at(-8 * HOUR), ata: at(-6 * HOUR), etd: at(18 * HOUR), atd: null },
    { vessel_name: 'CMA CGM Tage', voyage: '0MX3RN1MA', shipping_line: 'CMA CGM', berth: 'Muelle 12', eta: at(DAY), ata: null, etd: at(2 * DAY), atd: null },
    { vessel_name: 'ONE Hamburg', voyage: '032E', shipping_line: 'ONE', berth: null, eta: at(3 * DAY), ata: null, etd: at(4 * DAY), atd: null },
  ];
  const callIds: number[] = [];
  for (const call of calls) {
    const { id } = await trx
      .insertInto('vessel_calls')
      .values({ company_id: COMPANY_ID, ...call, vessel_key: call.vessel_name.toUpperCase(), created_at: at(-10 * DAY), updated_at: at(-2 * DAY) })
      .returning('id')
      .executeTakeFirstOrThrow();
    callIds.push(id);
  }
  const [departedCall, berthedCall, nextCall, laterCall] = callIds as [number, number, number, number];

  const usedSlots = new Set<string>();
  const freeSlot = () => {
    for (;;) {
      const slot = { block: pick(BLOCKS), bay: 1 + Math.floor(next() * 30), row: 1 + Math.floor(next() * 6), tier: 1 + Math.floor(next() * 4) };
      const key = `${slot.block}-${slot.bay}-${slot.row}-${slot.tier}`;
      if (!usedSlots.has(key)) {
        usedSlots.add(key);
        return slot;
      }
    }
  };
  const slotText = (slot: { block: string; bay: number; row: number; tier: number }) => `${slot.block}-${String(slot.bay).padStart(2, '0')}-${String(slot.row).padStart(2, '0')}-${slot.tier}`;

  // Status plan: 40 in the yard, 8 announced for the coming calls, 6 loaded on the departed call, 10 gone by road.
  const plan = [...Array<string>(40).fill('in_yard'), ...Array<string>(8).fill('announced'), ...Array<string>(6).fill('on_vessel'), ...Array<string>(10).fill('gated_out')];
  let serial = 210_000;
  for (const [index, status] of plan.entries()) {
    const { line, owners } = LINES[index % LINES.length]!;
    serial += 1 + Math.floor(next() * 5000);
    const body = `${pick(owners)}${String(serial).padStart(6, '0')}`;
    const number = `${body}${iso6346CheckDigit(body)}`;
    const isoType = pick(TYPES);
    const reefer = isoType[2] === 'R';
    const empty = !reefer && next() < 0.25;
    const category = status === 'on_vessel' ? 'export' : pick(['import', 'import', 'export', 'transshipment'] as const);
    const weight = empty ? (isoType[0] === '2' ? 2200 : 3800) : Math.round(8000 + next() * 20000);
    const hazardous = !empty && !reefer && next() < 0.08 ? pick(['3', '8', '2.1', '9']) : null;

    const history: { kind: string; from_status: string | null; to_status: string | null; from_position: string | null; to_position: string | null; vessel_call_id: number | null; notes: string | null; user_id: number | null; occurred_at: string }[] = [];
    const locations: { block: string; bay: number; row: number; tier: number; since: string; until: string | null; user_id: number | null }[] = [];
    const createdAt = at(-(26 + next() * 4) * DAY);
    history.push({ kind: 'created', from_status: null, to_status: 'announced', from_position: null, to_position: null, vessel_call_id: null, notes: null, user_id: operator, occurred_at: createdAt });

    let current = 'announced';
    let slot: ReturnType<typeof freeSlot> | null = null;
    let arrivedAt: string | null = null;
    let departedAt: string | null = null;
    let lastMovement: string | null = null;
    let vesselCallId: number | null = null;
    const holds = { customs: 0, line: 0, damage: 0 };

    if (status === 'announced') {
      vesselCallId = index % 2 ? nextCall : laterCall;
    } else {
      // Arrival: by sea (discharge) or by road (gate in), days ago; on_vessel ones left on the departed call.
      const arrival = status === 'on_vessel' ? now - (4 + next() * 10) * DAY : now - next() * 22 * DAY;
      arrivedAt = new Date(arrival).toISOString();
      slot = freeSlot();
      const bySea = category !== 'export' && next() < 0.7;
      if (bySea) vesselCallId = next() < 0.5 ? berthedCall : departedCall;
      history.push({
        kind: bySea ? 'discharge' : 'gate_in',
        from_status: 'announced',
        to_status: 'in_yard',
        from_position: null,
        to_position: slotText(slot),
        vessel_call_id: bySea ? vesselCallId : null,
        notes: bySea ? null : `Tracto ${100 + Math.floor(next() * 800)}, placas ${String.fromCharCode(65 + Math.floor(next() * 26))}${String.fromCharCode(65 + Math.floor(next() * 26))}-${1000 + Math.floor(next() * 8999)}`,
        user_id: bySea ? crane : receiver,
        occurred_at: arrivedAt,
      });
      locations.push({ ...slot, since: arrivedAt, until: null, user_id: bySea ? crane : receiver });
      current = 'in_yard';
      lastMovement = arrivedAt;
      let clock = arrival;
      const end = status === 'in_yard' ? now : status === 'on_vessel' ? now - 2 * DAY : now - next() * 2 * DAY;
      if (next() < 0.4 && clock + 2 * HOUR < end) {
        clock += (end - clock) * next() * 0.5;
        const from = slot;
        slot = freeSlot();
        usedSlots.delete(`${from.block}-${from.bay}-${from.row}-${from.tier}`);
        const when = new Date(clock).toISOString();
        locations[locations.length - 1]!.until = when;
        locations.push({ ...slot, since: when, until: null, user_id: crane });
        history.push({ kind: 'yard_move', from_status: 'in_yard', to_status: null, from_position: slotText(from), to_position: slotText(slot), vessel_call_id: null, notes: 'Reacomodo de bloque', user_id: crane, occurred_at: when });
        lastMovement = when;
      }
      if (next() < 0.25 && clock + HOUR < end) {
        clock += (end - clock) * next() * 0.5;
        const when = new Date(clock).toISOString();
        history.push({ kind: 'inspection', from_status: 'in_yard', to_status: null, from_position: slotText(slot), to_position: slotText(slot), vessel_call_id: null, notes: 'Revisión de sellos sin novedad', user_id: supervisor, occurred_at: when });
        lastMovement = when;
      }
      if (status === 'in_yard' && index % 9 === 4) {
        const kind = (['customs', 'line', 'damage'] as const)[index % 3]!;
        holds[kind] = 1;
        history.push({ kind: 'hold_set', from_status: null, to_status: null, from_position: null, to_position: null, vessel_call_id: null, notes: { customs: 'Retención de aduana: reconocimiento previo', line: 'Retención de naviera: flete pendiente', damage: 'Retención de daño: abolladura en puerta' }[kind], user_id: supervisor, occurred_at: new Date(Math.min(now - HOUR, clock + HOUR)).toISOString() });
      }
      if (status === 'on_vessel' || status === 'gated_out') {
        const when = new Date(status === 'on_vessel' ? now - 2 * DAY + HOUR * next() : Math.min(now - 60_000, Math.max(clock + HOUR, end))).toISOString();
        locations[locations.length - 1]!.until = when;
        history.push({
          kind: status === 'on_vessel' ? 'load' : 'gate_out',
          from_status: 'in_yard',
          to_status: status,
          from_position: slotText(slot),
          to_position: null,
          vessel_call_id: status === 'on_vessel' ? departedCall : null,
          notes: null,
          user_id: status === 'on_vessel' ? crane : receiver,
          occurred_at: when,
        });
        usedSlots.delete(`${slot.block}-${slot.bay}-${slot.row}-${slot.tier}`);
        if (status === 'on_vessel') vesselCallId = departedCall;
        current = status;
        departedAt = when;
        lastMovement = when;
        slot = null;
      }
    }

    const { id } = await trx
      .insertInto('containers')
      .values({
        company_id: COMPANY_ID,
        number,
        iso_type: isoType,
        load_status: empty ? 'empty' : 'full',
        category,
        shipping_line: line,
        line_key: line.toUpperCase(),
        seals: JSON.stringify(empty ? [] : [`${line.slice(0, 2)}${String(Math.floor(next() * 1e7)).padStart(7, '0')}`]),
        gross_weight_kg: weight,
        hazardous_class: hazardous,
        reefer_temperature_c: reefer ? pick([-18, -20, 2, 4, 13]) : null,
        hold_customs: holds.customs,
        hold_line: holds.line,
        hold_damage: holds.damage,
        block: slot?.block ?? null,
        bay: slot?.bay ?? null,
        row: slot?.row ?? null,
        tier: slot?.tier ?? null,
        status: current,
        vessel_call_id: vesselCallId,
        notes: null,
        arrived_at: arrivedAt,
        departed_at: departedAt,
        last_movement_at: lastMovement,
        created_at: createdAt,
        updated_at: lastMovement ?? createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('container_number_digits').values(digitSuffixesOf(number).map((digits) => ({ company_id: COMPANY_ID, digits, container_id: id }))).execute();
    history.sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
    await trx.insertInto('container_history').values(history.map((entry) => ({ company_id: COMPANY_ID, container_id: id, ...entry }))).execute();
    if (locations.length) await trx.insertInto('container_locations').values(locations.map((location) => ({ company_id: COMPANY_ID, container_id: id, ...location }))).execute();
    if (status === 'announced') await trx.insertInto('vessel_call_containers').values({ vessel_call_id: vesselCallId!, direction: 'discharge', container_id: id }).execute();
    if (status === 'on_vessel') await trx.insertInto('vessel_call_containers').values({ vessel_call_id: departedCall, direction: 'load', container_id: id }).execute();
    if (status === 'in_yard' && vesselCallId !== null && vesselCallId !== departedCall) {
      await trx.insertInto('vessel_call_containers').values({ vessel_call_id: vesselCallId, direction: 'discharge', container_id: id }).execute();
    }
    if (status === 'in_yard' && category === 'export' && index % 4 === 0) {
      await trx.insertInto('vessel_call_containers').values({ vessel_call_id: berthedCall, direction: 'load', container_id: id }).execute();
    }
  }
}
