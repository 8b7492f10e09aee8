import { type NumberParse, type NumberRules, parseNumberText } from '../../components/number-field';
import { pesosToCentavos } from '../../lib/money';
import {
  POINT_VALUE_CENTAVOS,
  RECHARGE_MAX_CENTAVOS,
  RECHARGE_MIN_CENTAVOS,
  maxPointsFor as maxPointsOfCharge,
  pointsEarnedBy,
  rechargeInputSchema,
} from '../../../shared/contracts/wallet';

/*
 * The wallet's rules as the screens apply them before sending — the same constants and schema the
 * server checks, so the numbers shown before confirming are the ones the server will post.
 */

/** The recharge field: pesos with up to two decimals, within the contract's limits. */
export const RECHARGE_AMOUNT_RULES: NumberRules = { min: RECHARGE_MIN_CENTAVOS / 100, max: RECHARGE_MAX_CENTAVOS / 100, decimals: 2, required: true };

export type RechargeAmount = { ok: true; centavos: number } | { ok: false; error: string };

/** What was typed in pesos → the recharge's centavos, or the Spanish reason it cannot be sent. */
export function parseRechargeAmount(text: string): RechargeAmount {
  const parsed: NumberParse = parseNumberText(text, RECHARGE_AMOUNT_RULES);
  if (!parsed.ok) return parsed;
  const centavos = pesosToCentavos(parsed.value!);
  const checked = rechargeInputSchema.safeParse({ amount: centavos });
  return checked.success ? { ok: true, centavos } : { ok: false, error: checked.error.issues[0]?.message ?? 'Monto no válido.' };
}

export { pointsEarnedBy };

/** The most points one can put on a charge: what the charge takes (half of it), and no more than one holds. */
export const maxPointsFor = (amount: number, held: number) => Math.max(0, Math.min(held, maxPointsOfCharge(amount)));

export interface PaymentSplit {
  points: number;
  /** Centavos the points pay. */
  pointsValue: number;
  /** Centavos taken from the wallet. */
  cash: number;
  /** Points the money part earns. */
  earned: number;
}

/** How a charge is paid with these points: what the points cover, what the wallet pays, what it earns. */
export function paymentSplit(amount: number, points: number): PaymentSplit {
  const pointsValue = points * POINT_VALUE_CENTAVOS;
  const cash = amount - pointsValue;
  return { points, pointsValue, cash, earned: pointsEarnedBy(cash) };
}
