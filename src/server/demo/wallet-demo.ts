import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { payCharge, refundPayment } from '../modules/wallet/wallet-payments.service';
import { expireUserPoints } from '../modules/wallet/wallet.points';
import * as wallet from '../modules/wallet/wallet.repository';
import { creditRecharge } from '../modules/wallet/wallet.service';

/**
 * Wallets of the demo candidate (candidato@demo.mx) and Horizonte's employee
 * (empleado@horizonte.demo.mx), written through the wallet's own ledger operations (the ones the
 * routes run) so every balance is explained by its entries: an old recharge whose points expired,
 * recent recharges, a declined card, payments of Horizonte's charges with and without points, and
 * one refund (money back, earned points taken back, redeemed points returned).
 */
export async function seedWalletDemo(trx: Transaction<Database>, loadedAt = new Date()) {
  const people = await trx.selectFrom('users').select(['id', 'email']).where('email', 'in', ['candidato@demo.mx', 'empleado@horizonte.demo.mx', 'admin@horizonte.demo.mx']).execute();
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const candidate = idOf('candidato@demo.mx');
  const employee = idOf('empleado@horizonte.demo.mx');
  const admin = idOf('admin@horizonte.demo.mx');
  const horizonte = await trx.selectFrom('companies').select('id').where('id', '=', 3).executeTakeFirst();
  if (!candidate || !employee || !admin || !horizonte) return;
  const daysAgo = (days: number) => new Date(loadedAt.getTime() - days * 86_400_000);
  let reference = 0;

  async function recharge(userId: number, amount: number, at: Date, declined = false) {
    const row = { user_id: userId, amount, currency: 'MXN', provider: 'sandbox', provider_reference: `sbx_demo_${++reference}`, created_at: at.toISOString(), completed_at: at.toISOString() };
    if (declined) return wallet.insertRecharge(trx, { ...row, status: 'failed', failure_reason: 'La tarjeta fue rechazada por el banco emisor (tarjeta de prueba).', transaction_id: null });
    const id = await wallet.insertRecharge(trx, { ...row, status: 'succeeded', failure_reason: null, transaction_id: null });
    const transactionId = await creditRecharge(trx, (await wallet.findRecharge(trx, id))!, at);
    await trx.updateTable('wallet_recharges').set({ transaction_id: transactionId }).where('id', '=', id).execute();
    return id;
  }
  async function charge(concept: string, amount: number, payer: number | null, at: Date) {
    const id = await wallet.insertCharge(trx, { company_id: horizonte!.id, concept, amount, currency: 'MXN', payer_user_id: payer, status: 'open', created_by: admin!, created_at: at.toISOString() });
    return (await wallet.findCharge(trx, id))!;
  }

  // The candidate: a recharge 400 days ago whose 30 points expired, then this month's activity.
  await recharge(candidate, 30_000, daysAgo(400));
  await expireUserPoints(trx, candidate, daysAgo(34));
  await recharge(candidate, 100_000, daysAgo(20));
  await recharge(candidate, 50_000, daysAgo(15), true);
  const ticket = await charge('Comedor Horizonte: vale semanal', 35_000, null, daysAgo(30));
  await payCharge(trx, candidate, ticket, 30, daysAgo(10));
  const badge = await charge('Reposición de credencial', 15_000, candidate, daysAgo(7));
  const refunded = await payCharge(trx, candidate, badge, 0, daysAgo(5));
  await refundPayment(trx, (await wallet.findPayment(trx, refunded))!, daysAgo(3));

  // Horizonte's employee: two recharges, the weekly meal voucher and a course paid partly with points.
  await recharge(employee, 80_000, daysAgo(25));
  await recharge(employee, 20_000, daysAgo(12));
  await payCharge(trx, employee, ticket, 0, daysAgo(9));
  const course = await charge('Curso de inducción: seguridad en almacén', 25_000, employee, daysAgo(8));
  await payCharge(trx, employee, course, 20, daysAgo(6));
}
