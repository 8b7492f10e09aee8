import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { createBackgroundTasks } from '../../lib/background-tasks';
import type { NotificationsService } from '../notifications/notifications.service';
import { createCertificateAuthority } from './signatures.ca';
import { publicSignatureRoutes, signaturesRoutes } from './signatures.routes';
import { createSignaturesService } from './signatures.service';

/** Digital signature (issue 17): the installation's CA (key sealed under APP_KEY), PAdES signing, verification. */
export function createSignatures(context: AppContext, deps: { notifications: NotificationsService }) {
  const { db, dialect, storage, mailer, limiter, logger, config, clock } = context;
  return createSignaturesService({
    db,
    postgres: dialect === 'postgres',
    storage,
    authority: createCertificateAuthority({ db, appKey: config.appKey, now: clock }),
    mailer,
    limiter,
    background: createBackgroundTasks(logger),
    notifications: deps.notifications,
    publicUrl: config.publicUrl,
    now: clock,
  });
}
export type Signatures = ReturnType<typeof createSignatures>;

export async function registerSignatures(app: FastifyInstance, signatures: Signatures) {
  await app.register(signaturesRoutes(signatures), { prefix: '/api/v1' });
  await app.register(publicSignatureRoutes(signatures), { prefix: '/api/v1' });
  // Mail goes out after the answer; let what is under way finish before closing.
  app.addHook('onClose', () => signatures.settled());
}
