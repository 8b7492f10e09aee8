import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerenderPublicPages } from './scripts/vite-prerender';

/**
 * The PWA build of src/renderer into out/web, which the server serves. The Electron build of the
 * same renderer is electron.vite.config.ts.
 */
const BUILD_ID = `${new Date().toISOString()}-${randomBytes(3).toString('hex')}`;

/** Writes builds/latest.json, which running apps poll to learn that a new build is out. */
function buildMarker(): Plugin {
  return {
    name: 'plataforma-build-marker',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id: BUILD_ID, release: 'v1.14.1' }) });
    },
  };
}

export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  publicDir: resolve(import.meta.dirname, 'src/renderer/public'),
  base: '/',
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  build: {
    outDir: resolve(import.meta.dirname, 'out/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // .vite/manifest.json: bench/web-size.mjs walks it to measure what a route needs.
    manifest: true,
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/oauth': 'http://localhost:8080', '/socket.io': { target: 'ws://localhost:8080', ws: true } } },
  plugins: [
    react(),
    buildMarker(),
    prerenderPublicPages(),
    VitePWA({
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      scope: '/',
      includeAssets: ['icons/*.png', 'robots.txt'],
      manifest: {
        name: 'Plataforma',
        short_name: 'Plataforma',
        description: 'Directorio empresarial, logística, transporte, soporte, bolsa de trabajo y control de asistencia.',
        lang: 'es-MX',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0d6e75',
        theme_color: '#0d6e75',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and static assets work offline; API data is never served from the worker.
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
        // The prerendered pages are for a first visit; an installed app starts from the shell.
        globIgnores: ['builds/**', 'prerendered/**'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/oauth\//, /^\/socket\.io\//, /^\/[a-z]+-api\//, /^\/builds\//],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
});
