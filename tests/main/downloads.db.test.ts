import { createWriteStream, existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { type AddressInfo, createServer, connect, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadError, availablePath, createDownloadManager, downloadToFolder, safeFileName } from '../../src/main/downloads';
import type { DownloadEvent } from '../../src/shared/ipc';
import { type TestApp, createTestApp } from '../helpers/test-app';

/**
 * The desktop app's report downloads against the real server (members report, signed URL), on
 * SQLite and PostgreSQL: a file streams to a folder with progress; a 403, a 404, a dropped
 * connection, a full disk and hostile names each end with a clear error and no partial file.
 */
let t: TestApp;
let origin: string;
let adminToken: string;
let operatorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  adminToken = (await t.login('admin@logistica.demo.mx', undefined, 'desktop')).access_token;
  operatorToken = (await t.login('operador@logistica.demo.mx', undefined, 'desktop')).access_token;
});
afterAll(() => t.close());

const emptyFolder = () => mkdtempSync(path.join(tmpdir(), 'plataforma-descargas-'));

async function signedReport(format: 'csv' | 'xlsx' = 'csv') {
  const response = await fetch(`${origin}/api/v1/companies/1/generate-url-report/members?format=${format}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { url: string; file_name: string };
}

function countingFetch() {
  const calls: { url: string; authorization: string | null }[] = [];
  const wrapped: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
    return fetch(input, init);
  };
  return { calls, fetch: wrapped };
}

async function failure(promise: Promise<unknown>): Promise<DownloadError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DownloadError);
  return error as DownloadError;
}

describe('report download to disk', () => {
  it('streams the signed report into the folder with progress, sending the token to the server only', async () => {
    const folder = emptyFolder();
    const report = await signedReport('csv');
    const progress: [number, number | null][] = [];
    const spy = countingFetch();
    const result = await downloadToFolder({
      request: { id: 'r1', url: report.url, fileName: report.file_name },
      serverOrigin: origin,
      token: adminToken,
      folder,
      fetch: spy.fetch,
      progressIntervalMs: 0,
      onProgress: (received, total) => progress.push([received, total]),
    });
    expect(result.path).toBe(path.join(folder, report.file_name));
    expect(readdirSync(folder)).toEqual([report.file_name]);
    const content = readFileSync(result.path);
    expect(content.length).toBe(result.bytes);
    expect(content.toString('utf8')).toContain('admin@logistica.demo.mx');
    expect(content.toString('utf8')).not.toContain('admin@ajena.demo.mx');
    expect(progress[0]).toEqual([0, null]);
    expect(progress.at(-1)).toEqual([result.bytes, result.bytes]);
    expect(progress.map(([received]) => received)).toEqual([...progress.map(([received]) => received)].sort((a, b) => a - b));
    expect(spy.calls).toEqual([{ url: `${origin}${report.url}`, authorization: `Bearer ${adminToken}` }]);

    // The same name again never overwrites: "name (1).csv".
    const again = await downloadToFolder({
      request: { id: 'r2', url: (await signedReport('csv')).url, fileName: report.file_name },
      serverOrigin: origin,
      token: adminToken,
      folder,
      fetch,
      onProgress: () => undefined,
    });
    expect(path.basename(again.path)).toBe(report.file_name.replace(/\.csv$/, ' (1).csv'));
  });

  it('saves an XLSX that starts like a zip file', async () => {
    const folder = emptyFolder();
    const report = await signedReport('xlsx');
    const result = await downloadToFolder({ request: { id: 'x', url: report.url, fileName: report.file_name }, serverOrigin: origin, token: adminToken, folder, fetch, onProgress: () => undefined });
    expect(readFileSync(result.path).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('403: a tampered link, or another user’s token on it, fails with the server’s message and no file', async () => {
    const folder = emptyFolder();
    const report = await signedReport();
    const signed = new URL(report.url, origin);
    const signature = signed.searchParams.get('signature')!;
    // The first character carries six full bits of the MAC: changing it always changes the bytes.
    signed.searchParams.set('signature', `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`);
    const tampered = `${signed.pathname}${signed.search}`;
    const error = await failure(downloadToFolder({ request: { id: 'a', url: tampered, fileName: 'r.csv' }, serverOrigin: origin, token: adminToken, folder, fetch, onProgress: () => undefined }));
    expect(error.code).toBe('http_error');
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/No tienes permiso/);
    const otherUser = await failure(downloadToFolder({ request: { id: 'b', url: report.url, fileName: 'r.csv' }, serverOrigin: origin, token: operatorToken, folder, fetch, onProgress: () => undefined }));
    expect(otherUser.status).toBe(403);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('404: a report that does not exist fails clearly and leaves nothing', async () => {
    const folder = emptyFolder();
    const report = await signedReport();
    const error = await failure(
      downloadToFolder({ request: { id: 'c', url: report.url.replace('/reports/members', '/reports/no-existe'), fileName: 'r.csv' }, serverOrigin: origin, token: adminToken, folder, fetch, onProgress: () => undefined }),
    );
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/no existe/);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('a connection dropped in the middle of the body ends as conexion_perdida with no partial file', async () => {
    // A proxy that passes the request on, then cuts the answer a few bytes into the body.
    const target = new URL(origin);
    const proxy: Server = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname);
      client.pipe(upstream);
      let seen = Buffer.alloc(0);
      upstream.on('data', (chunk: Buffer) => {
        seen = Buffer.concat([seen, chunk]);
        const headerEnd = seen.indexOf('\r\n\r\n');
        if (headerEnd === -1) return;
        client.write(seen.subarray(0, headerEnd + 4 + 40));
        upstream.destroy();
        client.destroy();
      });
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const folder = emptyFolder();
      const report = await signedReport();
      const error = await failure(downloadToFolder({ request: { id: 'd', url: report.url, fileName: 'r.csv' }, serverOrigin: proxyOrigin, token: adminToken, folder, fetch, onProgress: () => undefined }));
      expect(error.code).toBe('conexion_perdida');
      expect(error.message).toMatch(/conexión/);
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      proxy.close();
    }
  });

  it('a full disk is reported as such and the partial file removed', async () => {
    const folder = emptyFolder();
    const report = await signedReport();
    const partials: string[] = [];
    const error = await failure(
      downloadToFolder({
        request: { id: 'e', url: report.url, fileName: 'r.csv' },
        serverOrigin: origin,
        token: adminToken,
        folder,
        fetch,
        onProgress: () => undefined,
        // /dev/full answers every write with ENOSPC, like a full disk.
        openFile: (file) => {
          partials.push(file);
          createWriteStream(file).end();
          return createWriteStream('/dev/full');
        },
      }),
    );
    expect(error.code).toBe('disco_lleno');
    expect(error.message).toMatch(/espacio/);
    expect(partials).toEqual([path.join(folder, 'r.csv.part')]);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses hostile file names before any request, and never sends the token to another host', async () => {
    const folder = emptyFolder();
    const parent = readdirSync(path.dirname(folder)).length;
    const spy = countingFetch();
    for (const fileName of ['../../etc/passwd', '..\\..\\Windows\\win.ini', 'sub/reporte.csv', '/etc/cron.d/x', 'CON.csv', 'nul', '.bashrc', 'reporte.csv\u0000.exe', '..', 'reporte.csv.', ' reporte.csv', 'a<b>.csv']) {
      const error = await failure(downloadToFolder({ request: { id: 'h', url: '/api/v1/reports/members', fileName }, serverOrigin: origin, token: adminToken, folder, fetch: spy.fetch, onProgress: () => undefined }));
      expect(error.code, fileName).toBe('nombre_invalido');
    }
    for (const url of ['https://evil.example/robar', '//evil.example/robar', 'http://127.0.0.1:1/x']) {
      const error = await failure(downloadToFolder({ request: { id: 'o', url, fileName: 'r.csv' }, serverOrigin: origin, token: adminToken, folder, fetch: spy.fetch, onProgress: () => undefined }));
      expect(error.code, url).toBe('origen_no_permitido');
    }
    expect(spy.calls).toEqual([]);
    expect(readdirSync(folder)).toEqual([]);
    expect(readdirSync(path.dirname(folder)).length).toBe(parent);
  });
});

describe('download manager (what the window sees)', () => {
  it('reports progress, completion and failure, drives the taskbar bar and shows finished files by id only', async () => {
    const folder = emptyFolder();
    const events: DownloadEvent[] = [];
    const bar: number[] = [];
    const manager = createDownloadManager({
      fetch,
      serverOrigin: () => origin,
      token: async () => adminToken,
      folder: () => folder,
      emit: (event) => events.push(event),
      setProgressBar: (fraction) => bar.push(fraction),
    });
    const report = await signedReport();
    const done = await manager.start({ id: 'ok1', url: report.url, fileName: report.file_name });
    expect(events.at(-1)).toEqual({ id: 'ok1', state: 'done', path: done.path, bytes: done.bytes });
    expect(events.filter((event) => event.state === 'progress').length).toBeGreaterThan(0);
    expect(bar.at(-1)).toBe(-1);
    expect(bar).toContain(2);
    expect(manager.finishedPath('ok1')).toBe(done.path);
    await expect(manager.start({ id: 'bad1', url: report.url, fileName: '../x.csv' })).rejects.toBeInstanceOf(DownloadError);
    expect(events.at(-1)).toMatchObject({ id: 'bad1', state: 'failed', code: 'nombre_invalido' });
    expect(manager.finishedPath('bad1')).toBeNull();
    expect(existsSync(path.join(folder, '..', 'x.csv'))).toBe(false);
  });
});

describe('file names', () => {
  it('accepts ordinary report names with accents and spaces', () => {
    expect(safeFileName('usuarios-logística 2026-11-23.csv')).toBe('usuarios-logística 2026-11-23.csv');
    expect(availablePath('/tmp/x', 'a.csv', (file) => file === '/tmp/x/a.csv' || file === '/tmp/x/a (1).csv.part')).toBe('/tmp/x/a (2).csv');
  });
});
