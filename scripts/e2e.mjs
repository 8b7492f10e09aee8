// `npm run test:e2e`: builds the server and the PWA once, then runs the browser specs in
// E2E_SHARDS (default 2) Playwright processes at once, each on its own group of the spec files:
// grouped by their measured durations (tests/e2e/durations.json: seconds a file took in a full run;
// a file not listed counts as the median), longest first into the group with the least so far.
// Playwright's own --shard splits by count, and the groups ran 33 and 26 minutes.
// Each process starts its own server on its own free port with its own fresh database (see
// playwright.config.ts), so shards never share state; one Playwright run with two workers would
// have both workers write to one server's demo data. Extra arguments go to every shard
// (`npm run test:e2e -- tests/e2e/phone.spec.ts` runs that file, sharded if it can be).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { balancedGroups } from './balanced-groups.mjs';

const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const passThrough = process.argv.slice(2);

for (const script of ['build:server', 'build:web']) {
  const built = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// Two more builds, once here rather than inside a shard, where a build's CPU would slow the other
// shard's screens past their timeouts, and side by side (one core each): the production variant
// (VITE_PUBLIC_ENV=production: session recording) for tests/e2e/session-recording.spec.ts, and
// the superempleos build (spec §1) for tests/e2e/superempleos-build.spec.ts.
const productionWeb = path.resolve('out/web-production');
const superempleosWeb = path.resolve('out/web-superempleos');
function build(args, env = process.env) {
  return new Promise((resolve) => spawn('npx', ['vite', 'build', '--config', 'vite.web.config.ts', ...args, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', env }).on('close', (code) => resolve(code ?? 1)));
}
const builds = await Promise.all([
  build(['--outDir', productionWeb], { ...process.env, VITE_PUBLIC_ENV: 'production' }),
  build(['--mode', 'superempleos', '--outDir', superempleosWeb]),
]);
if (builds.some((code) => code !== 0)) process.exit(1);

// A whole run is split by duration; a run narrowed to some files (arguments) by Playwright's --shard.
const specDir = 'tests/e2e';
const groups =
  shards > 1 && passThrough.length === 0
    ? balancedGroups(
        readdirSync(specDir).filter((file) => file.endsWith('.spec.ts')),
        JSON.parse(readFileSync(path.join(specDir, 'durations.json'), 'utf8')),
        shards,
      ).map((files) => files.map((file) => path.join(specDir, file)))
    : null;

function runShard(index) {
  return new Promise((resolve) => {
    // A shard of a run narrowed to a few files may hold none of them: that shard passes.
    const sharding = groups ? groups[index - 1] : shards > 1 ? [`--shard=${index}/${shards}`, ...(passThrough.length ? ['--pass-with-no-tests'] : [])] : [];
    const args = ['playwright', 'test', ...sharding, ...passThrough];
    // Every shard picks its own ports and data folder: none inherited from this process.
    const env = { ...process.env, E2E_PRODUCTION_WEB: productionWeb, E2E_SUPEREMPLEOS_WEB: superempleosWeb };
    for (const name of ['E2E_PORT', 'E2E_DESKTOP_PORT', 'E2E_FAULT_PORT', 'E2E_DATA_DIR']) delete env[name];
    const child = spawn('npx', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const prefix = shards > 1 ? `[e2e ${index}/${shards}] ` : '';
    const relay = (stream, target) => {
      let pending = '';
      stream.on('data', (chunk) => {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop();
        for (const line of lines) target.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => pending && target.write(`${prefix}${pending}\n`));
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const codes = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1)));
const failed = codes.filter((code) => code !== 0).length;
if (failed) console.error(`${failed} de ${shards} grupos de pruebas de navegador fallaron.`);
process.exit(failed ? 1 : 0);
