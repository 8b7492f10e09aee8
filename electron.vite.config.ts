import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';

/**
 * The desktop app: main and preload for Electron, and the same renderer the PWA uses
 * (src/renderer), built into out/{main,preload,renderer}.
 */
/**
 * The renderer is served from app://plataforma/ (src/main/protocol.ts), so asset paths must be
 * absolute: a deep route such as /control-asistencia/reloj must load /assets/…, not a path under
 * itself. electron-vite forces `base: './'` (made for file://) in a `pre` config hook; this
 * normal-order hook runs after it and wins.
 */
function absoluteBase(): Plugin {
  return { name: 'plataforma:absolute-base', config: () => ({ base: '/' }) };
}

export default defineConfig({
  // main and preload are bundled whole (zod, socket.io-client…), so the installer ships no
  // node_modules but keytar, the native keychain binding (electron-builder.yml `files`).
  main: {
    build: {
      outDir: 'out/main',
      externalizeDeps: false,
      rollupOptions: { input: resolve(import.meta.dirname, 'src/main/index.ts'), external: ['electron', 'keytar', /^node:/] },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rollupOptions: {
        input: resolve(import.meta.dirname, 'src/preload/index.ts'),
        external: ['electron'],
        // A sandboxed preload cannot be an ES module.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [react(), absoluteBase()],
    // The desktop app has no service worker and polls no build marker (it updates with its installer).
    define: {
      __BUILD_ID__: JSON.stringify('desktop'),
      // The console signs in as the `desktop` OAuth client (../shared/demo-data.md).
      'import.meta.env.VITE_OAUTH_CLIENT_ID': JSON.stringify(process.env.VITE_OAUTH_CLIENT_ID || 'desktop'),
      'import.meta.env.VITE_OAUTH_CLIENT_SECRET': JSON.stringify(process.env.VITE_OAUTH_CLIENT_SECRET || 'desktop-dev-secret'),
    },
    resolve: { alias: { 'virtual:pwa-register': resolve(import.meta.dirname, 'src/renderer/app/no-service-worker.ts') } },
    build: { outDir: 'out/renderer', rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') } },
  },
});
