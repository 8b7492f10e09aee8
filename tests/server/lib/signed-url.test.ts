import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/server/errors';
import { DEFAULT_SIGNED_URL_TTL_SECONDS, createUrlSigner } from '../../../src/server/lib/signed-url';

const signer = createUrlSigner('k'.repeat(40));
const now = new Date('2026-11-23T18:00:00Z');
const PATH = '/api/v1/reports/members';

/** What Fastify hands the route: the path and the parsed (decoded) query. */
function parse(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of parsed.searchParams) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [previous, value].flat();
  }
  return { path: parsed.pathname, query };
}

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('signed URLs', () => {
  const signed = signer.signUrl(PATH, { company_id: '1', format: 'csv', nota: 'año & más' }, { userId: 7, now });

  it('verifies what it signed, with the params, the user and the expiry (10 minutes by default)', () => {
    expect(signed.url.startsWith(`${PATH}?`)).toBe(true);
    expect(signed.expiresAt.getTime() - now.getTime()).toBe(DEFAULT_SIGNED_URL_TTL_SECONDS * 1000);
    const { path, query } = parse(signed.url);
    const verified = signer.verifySignedUrl(path, query, { now: new Date(now.getTime() + 60_000) });
    expect(verified).toEqual({ userId: 7, params: { company_id: '1', format: 'csv', nota: 'año & más' }, expiresAt: signed.expiresAt });
  });

  it('does not care about the order of the parameters', () => {
    const { path, query } = parse(signed.url);
    const reordered = Object.fromEntries(Object.entries(query).reverse());
    expect(signer.verifySignedUrl(path, reordered, { now }).userId).toBe(7);
  });

  it.each([
    ['the path', (p: string, q: Record<string, unknown>) => [p.replace('members', 'attendance'), q]],
    ['a parameter', (p: string, q: Record<string, unknown>) => [p, { ...q, company_id: '4' }]],
    ['an added parameter', (p: string, q: Record<string, unknown>) => [p, { ...q, extra: '1' }]],
    ['a removed parameter', (p: string, q: Record<string, unknown>) => [p, { ...q, format: undefined }]],
    ['a repeated parameter', (p: string, q: Record<string, unknown>) => [p, { ...q, format: ['csv', 'csv'] }]],
    ['the expiry', (p: string, q: Record<string, unknown>) => [p, { ...q, expires: String(Number(q.expires) + 3600) }]],
    ['the user', (p: string, q: Record<string, unknown>) => [p, { ...q, user: '8' }]],
    // The first character carries six full bits: flipping it always changes the MAC.
    ['the signature', (p: string, q: Record<string, unknown>) => [p, { ...q, signature: `${String(q.signature).startsWith('A') ? 'B' : 'A'}${String(q.signature).slice(1)}` }]],
    // Same bytes, other spelling: the last character's two spare bits set (…A → …B, …E → …F…).
    [
      'a non-canonical spelling of the signature',
      (p: string, q: Record<string, unknown>) => {
        const signature = String(q.signature);
        const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(signature.at(-1)!);
        const respelled = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[last ^ 1]!;
        return [p, { ...q, signature: `${signature.slice(0, -1)}${respelled}` }];
      },
    ],
    ['a missing signature', (p: string, q: Record<string, unknown>) => [p, { ...q, signature: undefined }]],
    ['a missing expiry', (p: string, q: Record<string, unknown>) => [p, { ...q, expires: undefined }]],
    ['a missing user', (p: string, q: Record<string, unknown>) => [p, { ...q, user: undefined }]],
  ] as const)('refuses a link with %s changed: 403 enlace_invalido', (_name, tamper) => {
    const { path, query } = parse(signed.url);
    const [tamperedPath, tamperedQuery] = tamper(path, query) as [string, Record<string, unknown>];
    const clean = Object.fromEntries(Object.entries(tamperedQuery).filter(([, value]) => value !== undefined));
    const error = refusal(() => signer.verifySignedUrl(tamperedPath, clean, { now }));
    expect(error.status).toBe(403);
    expect(error.code).toBe('enlace_invalido');
    expect(error.message).toMatch(/no es válido/);
  });

  it('refuses a link signed with another key', () => {
    const other = createUrlSigner('o'.repeat(40)).signUrl(PATH, { company_id: '1', format: 'csv' }, { userId: 7, now });
    const { path, query } = parse(other.url);
    expect(refusal(() => signer.verifySignedUrl(path, query, { now })).code).toBe('enlace_invalido');
  });

  it('refuses an expired link with its own code and message', () => {
    const short = signer.signUrl(PATH, { company_id: '1', format: 'csv' }, { userId: 7, ttlSeconds: 60, now });
    const { path, query } = parse(short.url);
    expect(signer.verifySignedUrl(path, query, { now: new Date(now.getTime() + 59_000) }).userId).toBe(7);
    const error = refusal(() => signer.verifySignedUrl(path, query, { now: new Date(now.getTime() + 60_000) }));
    expect(error.status).toBe(403);
    expect(error.code).toBe('enlace_vencido');
    expect(error.message).toBe('El enlace de descarga venció; genera el reporte de nuevo.');
  });

  it('keeps its own parameter names for itself', () => {
    expect(() => signer.signUrl(PATH, { signature: 'x' }, { userId: 1 })).toThrow(/reserved/);
    expect(() => signer.signUrl(`${PATH}?a=1`, {}, { userId: 1 })).toThrow(/no query/);
  });
});
