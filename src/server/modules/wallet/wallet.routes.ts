import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/contracts/common';
import {
  applyPaymentInputSchema,
  chargeSchema,
  createChargeInputSchema,
  idempotencyHeadersSchema,
  paymentSchema,
  pointsSchema,
  rechargeInputSchema,
  rechargeSchema,
  sandboxCheckoutInputSchema,
  transactionsPageSchema,
  transactionsQuerySchema,
  webhookAckSchema,
  webhookQuerySchema,
} from '../../../shared/contracts/wallet';
import { AppError } from '../../errors';
import { principalOf } from '../../plugins/auth';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox';
import { fingerprintOf } from './wallet.idempotency';
import { walletReadRoutes } from './wallet-reads.routes';
import type { WalletReadsService } from './wallet-reads.service';
import type { WalletPaymentsService } from './wallet-payments.service';
import type { WalletService } from './wallet.service';

const security = [{ bearer: [] }];
const tags = ['wallet'];
const providerParamsSchema = z.object({ provider: z.string().max(20, 'Proveedor desconocido.') });

/** The key and the request's fingerprint (method, route, params, body) for the idempotency store. */
const idempotencyOf = (request: FastifyRequest & { headers: { 'idempotency-key': string } }) => ({
  key: request.headers['idempotency-key'],
  fingerprint: fingerprintOf({ method: request.method, route: request.routeOptions.url ?? request.url, params: request.params, body: request.body }),
});

/** The payment service (`/payment-api/v1`, signed in): one's wallet, recharges, payments; a company's charges and refunds. */
export function walletRoutes(wallet: WalletService, payments: WalletPaymentsService, reads: WalletReadsService) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', app.authenticate);
    await app.register(walletReadRoutes(reads));

    api.post(
      '/payment/:id/recharge',
      { schema: { tags, summary: 'Inicia una recarga de mi cartera (centavos MXN; el saldo sube sólo cuando el proveedor confirma el pago)', security, params: idParamsSchema, headers: idempotencyHeadersSchema, body: rechargeInputSchema, response: { 201: rechargeSchema } } },
      async (request, reply) => {
        const { body } = await wallet.recharge(principalOf(request), request.params.id, request.body, idempotencyOf(request));
        return reply.code(201).send(body);
      },
    );
    api.post(
      '/payment/:id/apply',
      { schema: { tags, summary: 'Paga un cobro (id del cobro) con mi cartera y, si quiero, con puntos', security, params: idParamsSchema, headers: idempotencyHeadersSchema, body: applyPaymentInputSchema, response: { 201: paymentSchema } } },
      async (request, reply) => {
        const { body } = await payments.apply(principalOf(request), request.params.id, request.body, idempotencyOf(request));
        return reply.code(201).send(body);
      },
    );
    api.post(
      '/payments/:id/refund',
      { schema: { tags, summary: 'Reembolsa un pago (administrador de la empresa que cobró): regresa el dinero y los puntos usados, retira los puntos ganados', security, params: idParamsSchema, headers: idempotencyHeadersSchema, response: { 200: paymentSchema } } },
      async (request, reply) => {
        const { body } = await payments.refund(principalOf(request), request.params.id, idempotencyOf(request));
        return reply.code(200).send(body);
      },
    );
    api.post(
      '/companies/:id/charges',
      { schema: { tags, summary: 'Crea un cobro de la empresa (para una persona o abierto a quien quiera pagarlo)', security, params: idParamsSchema, headers: idempotencyHeadersSchema, body: createChargeInputSchema, response: { 201: chargeSchema } } },
      async (request, reply) => {
        const { body } = await payments.createCharge(principalOf(request), request.params.id, request.body, idempotencyOf(request));
        return reply.code(201).send(body);
      },
    );
    api.get(
      '/users/:id/transactions',
      { schema: { tags, summary: 'Mis movimientos, paginados (página 1 por omisión), con filtros por tipo y fechas', security, params: idParamsSchema, querystring: transactionsQuerySchema, response: { 200: transactionsPageSchema } } },
      (request) => wallet.transactions(principalOf(request), request.params.id, request.query),
    );
    api.get(
      '/users/:id/points',
      { schema: { tags, summary: 'Mis puntos: saldo, lotes con su vencimiento e historial', security, params: idParamsSchema, response: { 200: pointsSchema } } },
      (request) => wallet.points(principalOf(request), request.params.id),
    );
    api.post(
      '/sandbox/checkout/:id',
      { schema: { tags, summary: 'Modo de prueba: paga una recarga con una tarjeta de prueba (4242 4242 4242 4242 aprueba, 4000 0000 0000 0002 rechaza)', security, params: idParamsSchema, body: sandboxCheckoutInputSchema, response: { 200: rechargeSchema } } },
      (request) =>
        wallet.sandboxCheckout(principalOf(request), request.params.id, request.body.card_number, async (payload, signature) => {
          // The sandbox calls our webhook over the same HTTP route a real provider would.
          const response = await app.inject({ method: 'POST', url: `${app.prefix}/webhooks/sandbox`, payload, headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature } });
          if (response.statusCode !== 200) throw new Error(`sandbox webhook answered ${response.statusCode}: ${response.body}`);
        }),
    );
  };
}

/** Providers' webhooks (no session: the signature over the raw body is the proof). */
export function walletWebhookRoutes(wallet: WalletService) {
  return async (app: FastifyInstance) => {
    // The signature covers the exact bytes sent: the body is kept as text, never re-serialized.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    const api = app.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/webhooks/:provider',
      { schema: { tags, summary: 'Aviso firmado del proveedor de pagos (sandbox: HMAC-SHA256 del cuerpo; Mercado Pago: x-signature y consulta del pago a su API; eventos repetidos se ignoran)', params: providerParamsSchema, querystring: webhookQuerySchema, response: { 200: webhookAckSchema } } },
      (request) => {
        if (typeof request.body !== 'string') throw new AppError('invalid_webhook_signature', 'El aviso de pago debe ser JSON.', 400);
        return wallet.receiveWebhook(request.params.provider, { rawBody: request.body, headers: request.headers, query: request.query });
      },
    );
  };
}
