// `npm test`: everything, in order of speed, stopping at the first failing step.
// typecheck → lint → desktop build (electron-vite) → vitest (unit, server on SQLite, server on
// PostgreSQL when TEST_DATABASE_URL is set, multi-process, packaging) → the OS keychain inside a
// D-Bus session with gnome-keyring → browser tests when they exist.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const projects = ['unit', 'server-sqlite', ...(process.env.TEST_DATABASE_URL ? ['server-postgres'] : []), 'processes', 'packaging'];
if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL no está definida: se omiten las pruebas en PostgreSQL (.ci/run la define).');
}

const steps = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  // The packaging tests pack this build; it also proves `electron-vite build` passes.
  ['build:desktop', ['npm', 'run', '--silent', 'build:desktop']],
  ['vitest', ['npx', 'vitest', 'run', ...projects.flatMap((project) => ['--project', project])]],
  ['keychain', ['bash', 'scripts/with-keyring.sh', 'npx', 'vitest', 'run', '--project', 'keychain']],
];
if (existsSync('tests/e2e') && readdirSync('tests/e2e').some((file) => file.endsWith('.spec.ts'))) {
  steps.push(['e2e', ['npm', 'run', '--silent', 'test:e2e']]);
}

for (const [name, [command, ...args]] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${name} falló (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}
