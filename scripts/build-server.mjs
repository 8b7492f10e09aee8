// Bundles the API server into out/server/main.js: our TypeScript is compiled, every npm package
// stays external (native modules such as better-sqlite3 and argon2 load from node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'out/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Servidor compilado en out/server/main.js');
