import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walletConfigFrom, walletEnv } from '../../../../src/server/modules/wallet/wallet.config';
import { ConfigError, loadConfig } from '../../../../src/server/config';

const production = { NODE_ENV: 'production', APP_KEY: 'k'.repeat(40), OAUTH_WEB_CLIENT_SECRET: 'w'.repeat(32), OAUTH_DESKTOP_CLIENT_SECRET: 'd'.repeat(32), OAUTH_KIOSK_CLIENT_SECRET: 'k'.repeat(32) };
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'plataforma-wallet-config-')), ...env });
function problemsOf(env: Record<string, string>): string[] {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the wallet’s configuration', () => {
  it('uses the embedded sandbox by default, with no keys', () => {
    expect(load({}).wallet).toEqual({ provider: 'sandbox', mercadoPago: undefined });
    expect(walletConfigFrom(walletEnv.parse({}))).toEqual({ provider: 'sandbox', mercadoPago: undefined });
  });

  it('builds Mercado Pago from its keys; test credentials run in test mode', () => {
    const keys = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-123456789-token', MERCADOPAGO_WEBHOOK_SECRET: 'secreto-de-webhooks' };
    expect(load({ ...production, PAYMENT_PROVIDER: 'mercadopago', ...keys }).wallet).toEqual({
      provider: 'mercadopago',
      mercadoPago: { accessToken: keys.MERCADOPAGO_ACCESS_TOKEN, webhookSecret: keys.MERCADOPAGO_WEBHOOK_SECRET, apiUrl: 'https://api.mercadopago.com', testMode: false },
    });
    // Keys without PAYMENT_PROVIDER: new recharges stay on the sandbox, Mercado Pago's notifications are still verified.
    const sandboxFirst = load({ ...keys, MERCADOPAGO_ACCESS_TOKEN: 'TEST-123456789-token', MERCADOPAGO_API_URL: 'http://127.0.0.1:9999/' }).wallet;
    expect(sandboxFirst).toEqual({ provider: 'sandbox', mercadoPago: expect.objectContaining({ testMode: true, apiUrl: 'http://127.0.0.1:9999' }) });
  });

  it('refuses to start with PAYMENT_PROVIDER=mercadopago and a missing key, naming each in Spanish', () => {
    expect(problemsOf({ ...production, PAYMENT_PROVIDER: 'mercadopago' })).toEqual([
      'MERCADOPAGO_ACCESS_TOKEN: falta el access token de la aplicación de Mercado Pago (PAYMENT_PROVIDER=mercadopago la necesita).',
      'MERCADOPAGO_WEBHOOK_SECRET: falta la clave secreta de los webhooks de Mercado Pago (PAYMENT_PROVIDER=mercadopago la necesita); sin ella no podemos verificar los avisos de pago.',
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'TEST-123456789-token' })).toEqual([expect.stringMatching(/^MERCADOPAGO_WEBHOOK_SECRET: falta/)]);
    expect(problemsOf({ MERCADOPAGO_WEBHOOK_SECRET: 'secreto-de-webhooks' })).toEqual([expect.stringMatching(/^MERCADOPAGO_ACCESS_TOKEN: falta .*las dos llaves/)]);
  });

  it('names a bad provider or URL', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'stripe', MERCADOPAGO_API_URL: 'ftp://x' })).toEqual([
      'PAYMENT_PROVIDER: PAYMENT_PROVIDER debe ser sandbox o mercadopago.',
      'MERCADOPAGO_API_URL: MERCADOPAGO_API_URL debe ser una dirección http(s).',
    ]);
  });
});
