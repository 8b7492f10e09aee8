import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, serverRefused } from '../../../src/renderer/lib/client-error';

const network = { status: null, message: 'Network Error', data: null };
const notFound = { status: 404, message: 'No encontrado.', data: { message: 'No encontrado.', status: 404, data: { code: 'not_found' } } };

describe('serverRefused', () => {
  it('is true for an answer from the server and false for a request that never reached it, or no error', () => {
    expect(serverRefused(notFound)).toBe(true);
    expect(serverRefused({ ...notFound, status: 500 })).toBe(true);
    expect(serverRefused(network)).toBe(false);
    expect(serverRefused(null)).toBe(false);
  });
});

describe('errorCodeOf', () => {
  it("reads the spec body's data.code, and nothing from a transport failure or a non-error", () => {
    expect(errorCodeOf(notFound)).toBe('not_found');
    expect(errorCodeOf(network)).toBeUndefined();
    expect(errorCodeOf(new Error('x'))).toBeUndefined();
  });
});

/** Every .tsx under a folder. */
function screens(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? screens(full) : entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('screens keep their data through a dropped network', () => {
  it('no screen swaps what it shows for «LoadFailed» on any refetch error (the check is data === undefined || serverRefused)', () => {
    // A query's failure (retried with its refetch); a mutation's (a step that failed) is not data on screen.
    const swapsOnAnyError = /if \((\w+)\.isError\) return <LoadFailed[^\n]*\1\.refetch\(\)/;
    const offenders = screens(path.resolve('src/renderer')).filter((file) => swapsOnAnyError.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(process.cwd(), file))).toEqual([]);
  });
});
