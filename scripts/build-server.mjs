// Bundles the API server into out/server/main.js (the tracker simulator of `npm run
// simulate:trackers` into out/server/simulate-trackers.js, and the thread that reads and thins
// replay tracks, which main.js starts from beside itself, into out/server/track-worker.js): our TypeScript is compiled,
// every npm package stays external (native modules such as better-sqlite3 and argon2 load from
// node_modules).
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'simulate-trackers': 'src/server/simulate-trackers.ts',
    'track-worker': 'src/server/modules/positioning/track-worker.ts',
  },
  outdir: 'out/server',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('Servidor compilado en out/server/main.js');
