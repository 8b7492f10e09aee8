// `npm start`: builds what is missing or out of date, then runs the server in this process's
// place (signals reach it directly, so Ctrl+C shuts it down gracefully).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((dir) => existsSync(dir) && newestMtime(dir) > built);
}

function run(script, why) {
  console.log(`→ ${why}: npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (isStale('out/server/main.js', ['src/server', 'src/shared'])) run('build:server', 'compilando el servidor');
if (existsSync('src/renderer/index.html') && isStale('out/web/index.html', ['src/renderer', 'src/shared'])) {
  run('build:web', 'compilando la aplicación web');
}

const server = spawn(process.execPath, ['--enable-source-maps', 'out/server/main.js'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
