// Rewrites tests/e2e/durations.json (what scripts/e2e.mjs balances its shards by) from the output
// of a full `npm run test:e2e`, as Playwright's list reporter prints each test:
//   npm run test:e2e 2>&1 | tee e2e.log && node scripts/e2e-durations.mjs e2e.log
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';

const [logFile] = process.argv.slice(2);
if (!logFile) {
  console.error('Uso: node scripts/e2e-durations.mjs <salida de npm run test:e2e>');
  process.exit(2);
}
const UNIT_SECONDS = { ms: 0.001, s: 1, m: 60 };
// "  ✓  12 tests/e2e/phone.spec.ts:126:5 › … (1.3m)", colours removed.
const line = /[✓✘]\s+\d+\s+tests\/e2e\/([\w.-]+\.spec\.ts):\d+:\d+ › .*\(([\d.]+)(ms|s|m)\)\s*$/;
// Terminal colour codes (ESC [ … m) come with the relayed output.
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const seconds = {};
for (const text of readFileSync(logFile, 'utf8').replace(COLOURS, '').split('\n')) {
  const match = line.exec(text);
  if (match) seconds[match[1]] = (seconds[match[1]] ?? 0) + Number(match[2]) * UNIT_SECONDS[match[3]];
}
const specs = readdirSync('tests/e2e').filter((file) => file.endsWith('.spec.ts')).sort();
const missing = specs.filter((file) => !(file in seconds));
if (missing.length) console.warn(`Sin duración (contarán como la mediana): ${missing.join(', ')}`);
writeFileSync('tests/e2e/durations.json', `${JSON.stringify(Object.fromEntries(specs.filter((file) => file in seconds).map((file) => [file, Math.round(seconds[file])])), null, 2)}\n`);
console.log(`tests/e2e/durations.json: ${Object.keys(seconds).length} archivos, ${Math.round(Object.values(seconds).reduce((a, b) => a + b, 0) / 60)} min en total.`);
