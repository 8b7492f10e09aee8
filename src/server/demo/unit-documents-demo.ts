import type { Transaction } from 'kysely';
import { businessDateOf } from '../../shared/business-time';
import type { Database } from '../db/schema';

const PARABUS_COMPANY_ID = 2;
const DAY_MS = 86_400_000;

/** The business date `days` from now (negative: in the past). */
const dayFrom = (now: Date, days: number) => businessDateOf(new Date(now.getTime() + days * DAY_MS));

/**
 * Papers for Autotransportes Parabus's buses, so the expiry badges have something to say on a
 * fresh start: every bus gets insurance and a circulation card; the first bus's insurance expires
 * in 12 days (expiring) and the second's emissions verification expired 5 days ago. The buses are
 * another demo's: read by query, and nothing happens when there are none. Dates are relative to
 * the seeding day so the demo keeps showing one of each.
 */
export async function seedUnitDocumentsDemo(trx: Transaction<Database>, now = new Date()) {
  const buses = await trx.selectFrom('units').select(['id', 'number']).where('company_id', '=', PARABUS_COMPANY_ID).where('kind', '=', 'bus').orderBy('number').execute();
  if (buses.length === 0) return;
  const rows = buses.flatMap((bus, index) => {
    const common = { company_id: PARABUS_COMPANY_ID, unit_id: bus.id, document_id: null, notes: null };
    const papers = [
      {
        ...common,
        kind: 'insurance',
        number: `QLT-${bus.number}-2026`,
        issuer: 'Quálitas Compañía de Seguros',
        issued_on: dayFrom(now, index === 0 ? -353 : -120),
        expires_on: dayFrom(now, index === 0 ? 12 : 245),
      },
      { ...common, kind: 'circulation_card', number: `TC-${bus.number}`, issuer: 'Secretaría de Movilidad del estado', issued_on: dayFrom(now, -400), expires_on: dayFrom(now, 330) },
      { ...common, kind: 'state_concession', number: `CONC-${String(bus.id).padStart(4, '0')}`, issuer: 'Gobierno del estado', issued_on: dayFrom(now, -900), expires_on: null },
    ];
    if (index === 1) {
      papers.push({ ...common, kind: 'emissions_verification', number: `VER-${bus.number}`, issuer: 'Centro de verificación vehicular', issued_on: dayFrom(now, -185), expires_on: dayFrom(now, -5) });
    }
    return papers;
  });
  await trx.insertInto('unit_documents').values(rows).execute();
}
