import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isApiPath, sendRouteNotFound } from './errors';

const NEVER_CACHED = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/builds/latest.json']);

/**
 * Serves the built PWA. Hashed assets (`/assets/*`) are immutable for a year; the service worker,
 * index.html, the manifest and the build marker are never cached, so a new release is seen at
 * once. Non-API paths fall back to index.html (client-side routes).
 *
 * Files are looked up on disk per request (one wildcard route), not as a route list made at
 * start: `npm run build:web` under a running server writes an index.html that names new chunks,
 * and those must be served, not answered 404 (a white page). For the same reason a server started
 * before the first build serves it once it exists.
 */
export async function registerStatic(app: FastifyInstance, webDir: string) {
  const index = path.join(webDir, 'index.html');
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    index: false,
    // A folder ('/', '/assets/') is a client route, answered by the fallback below, not a 403.
    allowedPath: (pathName) => !pathName.endsWith('/'),
    // A web folder that does not exist yet is normal before the first build (answered below).
    suppressWarning: true,
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

  // Every path with no route and no file on disk: API 404s, missing files, client routes.
  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || !['GET', 'HEAD'].includes(request.method)) return sendRouteNotFound(request, reply);
    // A path with a file extension that was not found is a missing file, not a client route.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) return sendRouteNotFound(request, reply);
    if (!existsSync(index)) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está compilada. Ejecuta `npm run build:web`; el servidor la sirve en cuanto exista.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
