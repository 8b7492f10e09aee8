import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, sendRouteNotFound } from './errors';

const NEVER_CACHED = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/builds/latest.json']);

/**
 * Serves the built PWA when it exists. Hashed assets (`/assets/*`) are immutable for a year;
 * the service worker, index.html, the manifest and the build marker are never cached, so a new
 * release is seen at once. Non-API paths fall back to index.html (client-side routes).
 */
export async function registerStatic(app: FastifyInstance, webDir: string) {
  const index = path.join(webDir, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The build ships .br and .gz beside each asset (scripts/compress-web.mjs).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const urlPath = `/${path.relative(webDir, filePath).split(path.sep).join('/')}`;
        if (urlPath.startsWith('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (NEVER_CACHED.has(urlPath)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !['GET', 'HEAD'].includes(request.method)) return sendRouteNotFound(request, reply);
    if (!hasWeb) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está compilada. Ejecuta `npm run build` y vuelve a iniciar el servidor.');
    }
    // A path with a file extension that was not found is a missing file, not a client route.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return sendRouteNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
