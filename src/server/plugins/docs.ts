import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the same zod contracts that validate requests. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Plataforma API',
        version: '1.14.1',
        description:
          'API de Plataforma. Los errores siempre tienen la forma { message, status, data: { code } }; ' +
          'la validación responde 422 con data.errors por campo.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI brings its own CSP (hashes of any inline script included), which replaces the
    // PWA's on its routes, with three changes: inline styles allowed (its React components write
    // style elements, refused otherwise), no upgrade to https (the server also runs on plain
    // http), and never framed.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
        .replace(/upgrade-insecure-requests;?/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .trim(),
  });
}
