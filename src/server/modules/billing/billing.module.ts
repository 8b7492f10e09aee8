import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { FileStorage } from '../../lib/file-storage';
import { createStampingService } from './billing-stamping.service';
import type { CfdiIssuer } from './billing.cfdi';
import type { PacProvider } from './billing.pac';
import type { WalletMovements } from './billing.ports';
import { billingRoutes } from './billing.routes';
import { createBillingService } from './billing.service';

/**
 * Billing's parts for `app.ts`: the invoice service and stamping (a PAC when one is configured,
 * else the administrator's upload). The owner hears of a stamped invoice through `notify`.
 */
export function createBilling(deps: {
  db: Kysely<Database>;
  issuer: CfdiIssuer;
  movements: WalletMovements;
  storage: FileStorage;
  pac: PacProvider | null;
  notify: (userId: number, content: { title: string; body: string; route: string }) => Promise<unknown>;
  now: () => Date;
  onError: (error: unknown) => void;
}) {
  const { db, issuer, movements, storage, pac, notify, now, onError } = deps;
  const pending = new Set<Promise<void>>();
  const invoices = createBillingService({
    db,
    issuer,
    movements,
    now,
    // The PAC is called after the answer: a slow PAC never holds the user's request.
    afterRequest: (invoiceId) => {
      if (!pac) return;
      const work = stamping.stampWithPac(invoiceId).finally(() => pending.delete(work));
      pending.add(work);
    },
  });
  const stamping = createStampingService({
    db,
    issuerRfc: issuer.rfc,
    storage,
    pac,
    visibleInvoice: invoices.visibleInvoice,
    notify: async (userId, invoice) => {
      await notify(userId, {
        title: 'Tu factura está lista',
        body: `La factura ${invoice.series}-${invoice.id} ya está timbrada (folio fiscal ${invoice.uuid}). Descarga el XML y el PDF en Facturación.`,
        route: '/wallet/facturacion',
      });
    },
    now,
    onError,
  });
  return { invoices, stamping, storage, settled: async () => void (await Promise.all(pending)) };
}
export type Billing = ReturnType<typeof createBilling>;

/** Billing's routes under `/payment-api/v1`; a PAC call in flight finishes before the app closes. */
export async function registerBilling(app: FastifyInstance, billing: Billing) {
  await app.register(billingRoutes(billing.invoices, billing.stamping, billing.storage), { prefix: '/payment-api/v1' });
  app.addHook('onClose', () => billing.settled());
}
