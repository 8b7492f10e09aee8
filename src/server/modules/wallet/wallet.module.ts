import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { runWhileUp } from '../../app-context';
import type { Database } from '../../db/schema';
import { createPeriodicTask } from '../../lib/periodic-task';
import { createMercadoPagoRestClient } from './providers/mercado-pago.client';
import { createMercadoPagoProvider } from './providers/mercado-pago';
import type { PaymentProvider } from './providers/payment-provider';
import { createSandboxProvider } from './providers/sandbox';
import type { WalletConfig } from './wallet.config';
import { createWalletPaymentsService } from './wallet-payments.service';
import { createWalletReadsService } from './wallet-reads.service';
import { walletRoutes, walletWebhookRoutes } from './wallet.routes';
import { createIdempotency } from './wallet.idempotency';
import { activeUserExists } from './wallet.repository';
import { createWalletService } from './wallet.service';

/** How long a call to Mercado Pago may take; a recharge holds its database transaction meanwhile. */
const MERCADO_PAGO_TIMEOUT_MS = 10_000;

/**
 * The wallet's parts, built once: the providers (the sandbox always — its webhooks keep settling
 * its recharges; Mercado Pago when its keys are configured), which one takes new recharges
 * (`PAYMENT_PROVIDER`), the idempotency store, the services (writes, payments, the screens' reads) and the hourly points-expiry sweep.
 */
export function createWallet(deps: {
  db: Kysely<Database>;
  appKey: string;
  config: WalletConfig;
  publicUrl: string;
  now: () => Date;
  onError: (error: unknown) => void;
  warn: (details: Record<string, unknown>, message: string) => void;
}) {
  const { db, appKey, config, publicUrl, now, onError, warn } = deps;
  // The sandbox's webhook secret is derived from APP_KEY: stable across restarts and processes, never stored.
  const sandbox = createSandboxProvider({ secret: createHmac('sha256', appKey).update('wallet-sandbox-webhook').digest('hex'), now });
  const providers: Record<string, PaymentProvider> = { [sandbox.name]: sandbox };
  if (config.mercadoPago) {
    const { accessToken, apiUrl, webhookSecret, testMode } = config.mercadoPago;
    const client = createMercadoPagoRestClient({ accessToken, apiUrl, timeoutMs: MERCADO_PAGO_TIMEOUT_MS });
    const mercadoPago = createMercadoPagoProvider({ client, webhookSecret, testMode, publicUrl, now, log: warn });
    providers[mercadoPago.name] = mercadoPago;
  }
  const idempotency = createIdempotency(db, now);
  const wallet = createWalletService({ db, idempotency, providers, defaultProvider: config.provider, sandbox, now, warn });
  const payments = createWalletPaymentsService({ db, idempotency, userExists: (userId) => activeUserExists(db, userId), now });
  const reads = createWalletReadsService({ db, providers, now });
  const pointsExpiry = createPeriodicTask({ run: () => wallet.expirePoints(), everyMs: 3_600_000, firstAfterMs: 60_000, onError });
  return { wallet, payments, reads, pointsExpiry, sandbox };
}
export type Wallet = ReturnType<typeof createWallet>;

/** The wallet's routes (`/payment-api/v1`) and the hourly expiry of points past their date, with ledger entries. */
export async function registerWallet(app: FastifyInstance, parts: Wallet) {
  await app.register(walletRoutes(parts.wallet, parts.payments, parts.reads), { prefix: '/payment-api/v1' });
  await app.register(walletWebhookRoutes(parts.wallet), { prefix: '/payment-api/v1' });
  runWhileUp(app, parts.pointsExpiry);
}
