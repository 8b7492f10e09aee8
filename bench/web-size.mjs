// The JavaScript a browser must download to show /login, gzip-compressed, from the production
// build: the entry chunk, the login page's chunk, and every chunk they import statically.
// Goal (issue 3): ≤ 150 KiB (DESIGN.md budget: ≤ 170 KiB). Every other area is a lazy chunk.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'out/web');
const GOAL_KIB = 150;

if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(path.join(outDir, '.vite/manifest.json'))) {
  const built = spawnSync('npm', ['run', '--silent', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));

function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginKey = Object.keys(manifest).find((key) => key.endsWith('features/auth/pages/login-page.tsx'));
if (!entry || !loginKey) throw new Error('entry or login page not found in the manifest');

const gz = (file) => gzipSync(readFileSync(path.join(outDir, file))).length;
const rows = [...closure([entry, loginKey])].map((key) => ({ chunk: manifest[key].file, 'gzip KiB': +(gz(manifest[key].file) / 1024).toFixed(1) }));
rows.sort((a, b) => b['gzip KiB'] - a['gzip KiB']);
const total = rows.reduce((sum, row) => sum + row['gzip KiB'], 0);
console.table(rows);

const allJs = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
const lazy = allJs.filter((chunk) => chunk.isDynamicEntry).length;
console.log(`JS to show /login: ${total.toFixed(1)} KiB gzip (goal ≤ ${GOAL_KIB} KiB): ${total <= GOAL_KIB ? 'PASS' : 'FAIL'}`);
console.log(`${allJs.length} JS chunks in the build, ${lazy} of them lazy (one per page and layout).`);
process.exitCode = total <= GOAL_KIB ? 0 : 1;
