import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import { rechargeSchema } from '../../../shared/contracts/wallet';
import {
  chargePaymentsSchema,
  companyChargesPageSchema,
  companyChargesQuerySchema,
  companyIncomeSchema,
  payableChargeSchema,
  payableChargesSchema,
  walletSummarySchema,
} from '../../../shared/contracts/wallet-reads';
import { principalOf } from '../../plugins/auth';
import type { WalletReadsService } from './wallet-reads.service';

const security = [{ bearer: [] }];
const tags = ['wallet'];

/**
 * The reads behind the wallet's screens (`/payment-api/v1`, signed in; registered inside
 * `walletRoutes`, whose authentication hook they inherit).
 */
export function walletReadRoutes(reads: WalletReadsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/users/:id/wallet',
      { schema: { tags, summary: 'Mi cartera de un vistazo: saldo, puntos (y los que vencen pronto) y dinero que entró y salió por mes', security, params: idParamsSchema, response: { 200: walletSummarySchema } } },
      (request) => reads.summary(principalOf(request), request.params.id),
    );
    api.get(
      '/users/:id/charges',
      { schema: { tags, summary: 'Cobros que esperan mi pago (dirigidos a mí y abiertos)', security, params: idParamsSchema, response: { 200: payableChargesSchema } } },
      (request) => reads.openCharges(principalOf(request), request.params.id),
    );
    api.get(
      '/recharges/:id',
      { schema: { tags, summary: 'Una recarga mía (la pantalla la consulta hasta que el proveedor la confirma)', security, params: idParamsSchema, response: { 200: rechargeSchema } } },
      (request) => reads.recharge(principalOf(request), request.params.id),
    );
    api.get(
      '/charges/:id',
      { schema: { tags, summary: 'Un cobro: para quien debe pagarlo, los administradores de la empresa o cualquiera si está abierto a todos', security, params: idParamsSchema, response: { 200: payableChargeSchema } } },
      (request) => reads.charge(principalOf(request), request.params.id),
    );
    api.get(
      '/charges/:id/payments',
      { schema: { tags, summary: 'Los pagos de un cobro (administradores de la empresa que cobra)', security, params: idParamsSchema, response: { 200: chargePaymentsSchema } } },
      (request) => reads.chargePayments(principalOf(request), request.params.id),
    );
    api.get(
      '/companies/:id/charges',
      { schema: { tags, summary: 'Los cobros de la empresa, paginados, con cuántos pagos tienen y cuánto suman', security, params: idParamsSchema, querystring: companyChargesQuerySchema, response: { 200: companyChargesPageSchema } } },
      (request) => reads.companyCharges(principalOf(request), request.params.id, request.query.page),
    );
    api.get(
      '/companies/:id/income',
      { schema: { tags, summary: 'Ingresos de la empresa por mes (pagos recibidos y reembolsos)', security, params: idParamsSchema, response: { 200: companyIncomeSchema } } },
      (request) => reads.companyIncome(principalOf(request), request.params.id),
    );
    api.get(
      '/transactions/:id/receipt',
      { schema: { tags, summary: 'Recibo en PDF de un movimiento mío, con sus asientos explicados', security, params: idParamsSchema, produces: ['application/pdf'], response: { 200: z.any().describe('PDF') } } },
      async (request, reply) => {
        const receipt = await reads.receipt(principalOf(request), request.params.id);
        return reply.type('application/pdf').header('content-disposition', `attachment; filename="${receipt.filename}"`).header('cache-control', 'private, no-store').send(receipt.stream);
      },
    );
  };
}
