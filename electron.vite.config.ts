import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/**
 * The desktop app: main and preload for Electron, and the same renderer the PWA uses
 * (src/renderer), built into out/{main,preload,renderer}.
 */
export default defineConfig({
  main: {
    build: { outDir: 'out/main', rollupOptions: { input: resolve(import.meta.dirname, 'src/main/index.ts') } },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: { input: resolve(import.meta.dirname, 'src/preload/index.ts'), output: { format: 'es', entryFileNames: '[name].mjs' } },
    },
  },
  renderer: {
    root: 'src/renderer',
    plugins: [react()],
    // The desktop app has no service worker and polls no build marker (it updates with its installer).
    define: { __BUILD_ID__: JSON.stringify('desktop') },
    resolve: { alias: { 'virtual:pwa-register': resolve(import.meta.dirname, 'src/renderer/app/no-service-worker.ts') } },
    build: { outDir: 'out/renderer', rollupOptions: { input: resolve(import.meta.dirname, 'src/renderer/index.html') } },
  },
});
