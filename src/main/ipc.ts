import type { z } from 'zod';
import { type IpcErrorCode, type IpcResult, isIpcErrorCode } from '../shared/ipc';
import type { IpcSender } from './security';

/**
 * One way to expose a capability to the renderer: a fixed channel, the sender checked first
 * (our window, our page, main frame), the arguments validated, and every outcome an IpcResult —
 * an exception never crosses to the renderer with a stack trace.
 */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcSender, ...args: unknown[]) => Promise<unknown>): void;
}

export class IpcFailure extends Error {
  constructor(
    readonly code: IpcErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function ipcOk<T>(value: T): IpcResult<T> {
  return { ok: true, value };
}

export function createIpcRegistrar(ipcMain: IpcMainLike, isTrusted: (event: IpcSender) => boolean, log: (message: string) => void = () => undefined) {
  return function handle<Schema extends z.ZodType | null, T>(
    channel: string,
    schema: Schema,
    run: (argument: Schema extends z.ZodType ? z.infer<Schema> : undefined, event: IpcSender) => Promise<T>,
  ) {
    ipcMain.handle(channel, async (event, ...args): Promise<IpcResult<T>> => {
      if (!isTrusted(event)) {
        log(`ipc: ${channel} rechazado de un remitente no confiable (${event.senderFrame?.url ?? 'sin marco'})`);
        return { ok: false, error: { code: 'remitente_no_permitido', message: 'Solicitud rechazada.' } };
      }
      let argument: unknown = undefined;
      if (schema) {
        const parsed = schema.safeParse(args[0]);
        if (!parsed.success) return { ok: false, error: { code: 'datos_invalidos', message: 'Los datos enviados no son válidos.' } };
        argument = parsed.data;
      }
      try {
        return ipcOk(await run(argument as Schema extends z.ZodType ? z.infer<Schema> : undefined, event));
      } catch (error) {
        // Only a listed code reaches the renderer (it may branch on it); anything else is a bug.
        if (error instanceof Error && 'code' in error && isIpcErrorCode(error.code)) {
          return { ok: false, error: { code: error.code, message: error.message } };
        }
        log(`ipc: ${channel} falló: ${(error as Error).stack ?? String(error)}`);
        return { ok: false, error: { code: 'error_interno', message: 'Ocurrió un error inesperado en la aplicación.' } };
      }
    });
  };
}
