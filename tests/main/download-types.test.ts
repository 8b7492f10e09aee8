import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_EXTENSIONS, DownloadError, createDownloadManager, downloadToFolder, isAllowedDownload } from '../../src/main/downloads';
import { createIpcRegistrar } from '../../src/main/ipc';
import { downloadRequestSchema } from '../../src/main/ipc-schemas';
import type { IpcSender } from '../../src/main/security';
import { type DownloadEvent, IPC_CHANNELS } from '../../src/shared/ipc';

/** Issue 12, point 9: the desktop app saves reports (.csv, .xlsx) and waybills (.pdf), nothing else. */
const origin = 'http://127.0.0.1:9';
const neverFetch: typeof fetch = async () => {
  throw new Error('a refused download must not reach the network');
};

describe('download file types', () => {
  it('knows the three types, whatever the case of the extension', () => {
    expect(DOWNLOAD_EXTENSIONS).toEqual(['.csv', '.xlsx', '.pdf']);
    for (const name of ['reporte.csv', 'Existencias 2026.XLSX', 'carta-porte-CP-1-000001.pdf', 'a.b.pdf']) expect(isAllowedDownload(name), name).toBe(true);
    for (const name of ['instalar.exe', 'reporte.pdf.exe', 'página.html', 'lanzador.desktop', 'script.sh', 'sin-extension', 'reporte.csv.', 'datos.xls']) {
      expect(isAllowedDownload(name), name).toBe(false);
    }
  });

  it('refuses any other type before fetching, leaving the folder untouched', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'plataforma-tipos-'));
    for (const fileName of ['instalar.exe', 'reporte.pdf.exe', 'página.html']) {
      const error = await downloadToFolder({ request: { id: 'x', url: '/api/v1/reports/members', fileName }, serverOrigin: origin, token: 't', folder, fetch: neverFetch, onProgress: () => undefined }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(DownloadError);
      expect((error as DownloadError).code).toBe('tipo_no_permitido');
      expect((error as DownloadError).message).toContain('.csv, .xlsx y .pdf');
    }
    expect(readdirSync(folder)).toEqual([]);
  });

  it('reaches the renderer as the IPC error shape and a failed download event', async () => {
    const events: DownloadEvent[] = [];
    const manager = createDownloadManager({
      fetch: neverFetch,
      serverOrigin: () => origin,
      token: async () => 't',
      folder: () => mkdtempSync(path.join(tmpdir(), 'plataforma-tipos-')),
      emit: (event) => events.push(event),
      setProgressBar: () => undefined,
    });
    const handlers = new Map<string, (event: IpcSender, ...args: unknown[]) => Promise<unknown>>();
    const handle = createIpcRegistrar({ handle: (channel, listener) => handlers.set(channel, listener) }, () => true);
    handle(IPC_CHANNELS.downloadStart, downloadRequestSchema, (request) => manager.start(request));
    const sender: IpcSender = { sender: { id: 1 }, senderFrame: { url: 'app://plataforma/', parent: null } };

    const result = await handlers.get(IPC_CHANNELS.downloadStart)!(sender, { id: 'd1', url: '/api/v1/reports/members', fileName: 'instalar.exe' });
    expect(result).toEqual({ ok: false, error: { code: 'tipo_no_permitido', message: 'Solo se guardan reportes .csv, .xlsx y .pdf; «instalar.exe» no es uno de ellos.' } });
    expect(events).toEqual([{ id: 'd1', state: 'failed', code: 'tipo_no_permitido', message: 'Solo se guardan reportes .csv, .xlsx y .pdf; «instalar.exe» no es uno de ellos.' }]);
  });
});
