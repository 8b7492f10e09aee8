import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { DEFAULT_ISSUER } from '../modules/billing/billing.config';
import * as billing from '../modules/billing/billing.repository';
import { writeInvoice } from '../modules/billing/billing.service';

/**
 * The demo candidate (candidato@demo.mx) has fiscal data (a professional, régimen 612, gastos en
 * general) and one invoice request waiting in the administrator's queue: their latest recharge.
 * Written after the wallet demo, whose movements it invoices; the draft names the default issuer.
 */
export async function seedBillingDemo(trx: Transaction<Database>) {
  const candidate = await trx.selectFrom('users').select('id').where('email', '=', 'candidato@demo.mx').executeTakeFirst();
  if (!candidate) return;
  const fiscal = { user_id: candidate.id, rfc: 'CURD950614K21', legal_name: 'DANIELA CRUZ REYES', tax_regime: '612', postal_code: '06700', cfdi_use: 'G03', email: 'candidato@demo.mx' };
  const recharge = await trx
    .selectFrom('wallet_transactions')
    .select(['id', 'created_at', 'recharge_id'])
    .where('user_id', '=', candidate.id)
    .where('kind', '=', 'recharge')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const amount = recharge?.recharge_id ? await trx.selectFrom('wallet_recharges').select('amount').where('id', '=', recharge.recharge_id).executeTakeFirst() : undefined;
  const requestedAt = recharge ? new Date(new Date(recharge.created_at).getTime() + 3_600_000) : new Date();
  await billing.saveFiscalData(trx, { ...fiscal, updated_at: requestedAt.toISOString() });
  if (!recharge || !amount) return;

  const movement = { transactionId: recharge.id, kind: 'recharge' as const, description: 'Recarga', amount: Number(amount.amount), refunded: false, createdAt: new Date(recharge.created_at).toISOString() };
  await writeInvoice(trx, { userId: candidate.id, fiscal: { ...fiscal, updated_at: requestedAt.toISOString() }, issuer: DEFAULT_ISSUER, movements: [movement], at: requestedAt });
}
