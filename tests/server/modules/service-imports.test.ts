import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Services hold the rules and know nothing of HTTP: no service imports Fastify or the server's
 * plugins (start-up, shutdown and request wiring live in app.ts, the areas' *.module.ts and the route files). A service
 * that reached into plugins/ once made the rules untestable without a running server.
 */
const modules = path.resolve('src/server/modules');
const services = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) => /\.service\.ts$/.test(file));

describe('services import neither Fastify nor plugins/', () => {
  it('finds the services', () => {
    expect(services.length).toBeGreaterThan(20);
  });

  it.each(services)('%s', (file) => {
    const source = readFileSync(path.join(modules, file), 'utf8');
    const specifiers = [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]/g)].map((match) => match[1]!);
    expect(specifiers.filter((specifier) => specifier === 'fastify' || specifier.startsWith('@fastify/') || specifier.includes('/plugins/'))).toEqual([]);
  });
});
