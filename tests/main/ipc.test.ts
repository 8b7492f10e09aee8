import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IpcFailure, createIpcRegistrar } from '../../src/main/ipc';
import type { IpcSender } from '../../src/main/security';

function fakeIpcMain() {
  const handlers = new Map<string, (event: IpcSender, ...args: unknown[]) => Promise<unknown>>();
  return { handle: (channel: string, listener: (event: IpcSender, ...args: unknown[]) => Promise<unknown>) => handlers.set(channel, listener), handlers };
}
const fromApp: IpcSender = { sender: { id: 1 }, senderFrame: { url: 'app://plataforma/', parent: null } };
const fromElsewhere: IpcSender = { sender: { id: 2 }, senderFrame: { url: 'https://evil.example/', parent: null } };

describe('IPC handlers', () => {
  const ipcMain = fakeIpcMain();
  const calls: unknown[] = [];
  const logged: string[] = [];
  const handle = createIpcRegistrar(ipcMain, (event) => event.sender.id === 1, (message) => logged.push(message));
  handle('demo:echo', z.object({ text: z.string().max(5) }), async ({ text }) => {
    calls.push(text);
    if (text === 'falla') throw new IpcFailure('sin_permiso', 'No se puede.');
    // A lowercase code nobody listed: a bug in main, so the renderer gets error_interno.
    if (text === 'rara') throw Object.assign(new Error('detalle interno'), { code: 'codigo_inventado' });
    if (text === 'boom') throw new Error('secreto interno');
    return text.toUpperCase();
  });

  it('answers a trusted sender with an IpcResult', async () => {
    expect(await ipcMain.handlers.get('demo:echo')!(fromApp, { text: 'hola' })).toEqual({ ok: true, value: 'HOLA' });
  });

  it('refuses an untrusted sender before running anything', async () => {
    const before = calls.length;
    expect(await ipcMain.handlers.get('demo:echo')!(fromElsewhere, { text: 'hola' })).toEqual({ ok: false, error: { code: 'remitente_no_permitido', message: 'Solicitud rechazada.' } });
    expect(calls).toHaveLength(before);
    expect(logged.at(-1)).toContain('https://evil.example/');
  });

  it('validates arguments', async () => {
    for (const bad of [undefined, 'texto', { text: 'demasiado largo' }, { text: 5 }]) {
      expect(await ipcMain.handlers.get('demo:echo')!(fromApp, bad)).toMatchObject({ ok: false, error: { code: 'datos_invalidos' } });
    }
  });

  it('passes rule failures on and hides unexpected errors', async () => {
    expect(await ipcMain.handlers.get('demo:echo')!(fromApp, { text: 'falla' })).toEqual({ ok: false, error: { code: 'sin_permiso', message: 'No se puede.' } });
    const hidden = await ipcMain.handlers.get('demo:echo')!(fromApp, { text: 'boom' });
    expect(hidden).toEqual({ ok: false, error: { code: 'error_interno', message: 'Ocurrió un error inesperado en la aplicación.' } });
    expect(JSON.stringify(hidden)).not.toContain('secreto');
  });

  it('answers only listed codes: an error with an unlisted one is hidden like any bug', async () => {
    const hidden = await ipcMain.handlers.get('demo:echo')!(fromApp, { text: 'rara' });
    expect(hidden).toEqual({ ok: false, error: { code: 'error_interno', message: 'Ocurrió un error inesperado en la aplicación.' } });
    expect(logged.at(-1)).toContain('detalle interno');
  });
});
