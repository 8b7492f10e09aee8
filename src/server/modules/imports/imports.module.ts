import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import type { Principal } from '../../principal';
import type { CompaniesService } from '../companies/companies.service';
import { type RegisteredImportKind, createImportRegistry } from './imports.registry';
import { importsRoutes } from './imports.routes';
import { type ImportsService, createImportsService } from './imports.service';

/** Bulk imports: one engine, a kind per area (see src/server/README.md, "Adding an import kind"). */
export function createImports(context: AppContext, deps: { companies: CompaniesService; kinds: RegisteredImportKind[] }) {
  const { db, dialect, storage, config, logger } = context;
  const registry = createImportRegistry();
  for (const kind of deps.kinds) registry.register(kind);
  return createImportsService({ db, dialect, storage, companies: deps.companies, registry, resumeAfterSeconds: config.importResumeAfterSeconds, logger });
}

export async function registerImports(
  app: FastifyInstance,
  imports: ImportsService,
  deps: { containersCompanyFor: (principal: Principal, requested: number | undefined) => number; resumeAfterSeconds: number },
) {
  await app.register(importsRoutes(imports, { containers: deps.containersCompanyFor }), { prefix: '/api/v1' });
  startImportResumer(app, imports, deps.resumeAfterSeconds);
}

/**
 * Imports cut short by a stopped process go on once the app is up, and then whenever a batch has
 * made no progress for `resumeAfterSeconds` (another process that died). Shutdown lets the chunk
 * in flight commit and leaves the batch for the next start.
 */
function startImportResumer(app: FastifyInstance, imports: ImportsService, resumeAfterSeconds: number) {
  let timer: NodeJS.Timeout | undefined;
  const resume = () =>
    imports.resumeUnfinished().catch((error: unknown) => app.log.error({ err: error }, 'no se pudieron reanudar las cargas pendientes'));
  app.addHook('onReady', async () => {
    await resume();
    timer = setInterval(() => void resume(), Math.max(1, resumeAfterSeconds / 2) * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
  });
  app.addHook('onClose', () => imports.close());
}
