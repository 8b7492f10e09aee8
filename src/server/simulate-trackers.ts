import { loadConfig } from './config';
import { createDatabase } from './db/database';
import { loadSimulatedUnits, startTrackerSimulator } from './modules/positioning/tracker-simulator';

/**
 * `npm run simulate:trackers [-- --url http://127.0.0.1:8080]`: drives every tracked unit along its
 * route against a running server, over the OsmAnd protocol. It reads the units and routes from the
 * database the server uses (the same DATABASE_URL / DATA_DIR), and does nothing if there are none.
 */
async function main() {
  const config = loadConfig();
  const index = process.argv.indexOf('--url');
  const url = index >= 0 && process.argv[index + 1] ? process.argv[index + 1]! : `http://127.0.0.1:${config.port}`;
  const database = createDatabase(config.databaseUrl);
  const units = await loadSimulatedUnits(database.db);
  await database.destroy();
  if (units.length === 0) {
    console.log('No hay unidades con rastreador y una ruta con trazo: nada que simular.');
    return;
  }
  const simulator = startTrackerSimulator({ units, baseUrl: url, logger: { warn: (obj, msg) => console.warn(msg, obj) } });
  console.log(`Simulando ${simulator.units} rastreadores contra ${url} cada 5 s (Ctrl+C para terminar).`);
  const report = setInterval(() => {
    const { sent, failures } = simulator.stats();
    console.log(`  reportes enviados: ${sent}, fallidos: ${failures}`);
  }, 60_000);
  const stop = () => {
    simulator.stop();
    clearInterval(report);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The simulator's timer does not hold the process; this does, until a signal.
  setInterval(() => undefined, 1 << 30);
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar el simulador de rastreadores:', error);
  process.exit(1);
});
