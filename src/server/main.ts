import { Redis } from 'ioredis';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { DEMO_PASSWORD, DEMO_USERS, ensureRoles, seedDemoData } from './demo/demo-data';
import { seedSignaturesDemo } from './demo/signatures-demo';
import { migrateToLatest } from './db/migrate';
import { loadSimulatedUnits, startTrackerSimulator } from './modules/positioning/tracker-simulator';

/** config → database → migrate → app → listen; and the reverse, gracefully, on SIGTERM/SIGINT. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // A fixed pool (PostgreSQL), filled at start and kept: a burst of queries — a replay reads ten
  // units at once — waited for new backends, each loading its catalogue on its first query. Not in
  // tests, where many servers share one PostgreSQL for seconds each.
  const fixedPool = config.env !== 'test';
  const database = createDatabase(config.databaseUrl, fixedPool ? { idleTimeoutMs: 0 } : {});
  await migrateToLatest(database.db);
  await ensureRoles(database.db);
  if (fixedPool) await database.fill();

  const redis = config.redisUrl
    ? (() => {
        const pub = new Redis(config.redisUrl, { maxRetriesPerRequest: 3 });
        return { pub, sub: pub.duplicate() };
      })()
    : undefined;

  const { app, services } = await buildApp({ config, database, redis });
  const demoLoaded = config.loadDemoData ? await seedDemoData(database.db, database.dialect, { appKey: config.appKey }) : false;
  // Signed documents need the built app's CA and file storage, so they follow the rest of the demo.
  if (demoLoaded) await seedSignaturesDemo(database.db, services.signatures);

  let closing = false;
  let simulator: ReturnType<typeof startTrackerSimulator> | undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    simulator?.stop();
    app.log.info(`${signal}: cerrando (se terminan las solicitudes en curso)`);
    // Past 10 s something is stuck; leave rather than hang a deploy.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close(); // stops accepting, drains requests, closes socket.io (onClose hook)
      await database.destroy();
      if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error al cerrar');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const url = config.host === '0.0.0.0' || config.host === '::' ? `http://localhost:${config.port}` : address;
  // The demo buses move on the map from the first start (DEMO_TRACKERS; real OsmAnd requests to this server).
  if (config.loadDemoData && config.positioning.demoTrackers) {
    simulator = startTrackerSimulator({ units: await loadSimulatedUnits(database.db), baseUrl: address, logger: app.log });
  }
  const lines = [
    '',
    `Plataforma escucha en ${url}`,
    `  API:           ${url}/api/v1   (documentación: ${url}/api/docs)`,
    `  Base de datos: ${database.dialect === 'postgres' ? 'PostgreSQL' : config.databaseUrl}`,
    `  Tiempo real:   ${redis ? 'socket.io con Redis' : 'socket.io (un solo proceso)'}`,
    `  Correo:        ${config.smtpUrl ? 'SMTP' : `archivos .eml en ${config.dataDir}/outbox`}`,
    `  Rastreadores:  ${url}/positioning-api/v1/osmand${config.positioning.trackerPort ? ` y el puerto ${config.positioning.trackerPort}` : ''}${simulator?.units ? ` (simulando ${simulator.units} unidades de demostración)` : ''}`,
  ];
  if (config.loadDemoData) {
    lines.push('', `Usuarios de demostración${demoLoaded ? ' (recién cargados)' : ''}, contraseña ${DEMO_PASSWORD}:`);
    for (const user of DEMO_USERS) lines.push(`  ${user.email.padEnd(32)} ${user.roles.join(', ')}`);
  } else if (config.demoDataSkipped) {
    lines.push('', config.demoDataSkipped);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar el servidor:', error);
  process.exit(1);
});
