import type { TicketMessageKind } from '../../../../shared/contracts/support';
import type { TicketTypingEvent } from '../../../../shared/realtime';

/** While typing, `typing: true` goes out at most this often (the others' indicator stays lit). */
export const TYPING_THROTTLE_MS = 3_000;
/** No key for this long: `typing: false`. */
export const TYPING_IDLE_MS = 5_000;
/** An indicator nobody refreshed for this long goes out (a lost `typing: false`, a dropped socket). */
export const TYPING_EXPIRES_MS = 10_000;

export interface Typer {
  userId: number;
  name: string;
  kind: TicketMessageKind;
  /** When it was last heard (ms). */
  at: number;
}

/** The others typing on a ticket after one event (my own echoes and other tickets ignored). */
export function applyTypingEvent(typers: readonly Typer[], event: TicketTypingEvent, ticketId: number, selfId: number | null, now: number): Typer[] {
  if (event.ticket_id !== ticketId || event.user_id === selfId) return [...typers];
  const others = typers.filter((typer) => typer.userId !== event.user_id);
  return event.typing ? [...others, { userId: event.user_id, name: event.name || 'Alguien', kind: event.kind, at: now }] : others;
}

export const activeTypers = (typers: readonly Typer[], now: number) => typers.filter((typer) => now - typer.at < TYPING_EXPIRES_MS);

const WHAT: Record<TicketMessageKind, string> = { public_reply: 'una respuesta', internal_note: 'una nota interna' };

/** "Ana López está escribiendo una respuesta…"; two or more: "Ana López y Luis Ruiz están escribiendo…". */
export function typingMessage(typers: readonly Typer[]): string | null {
  if (typers.length === 0) return null;
  if (typers.length === 1) return `${typers[0]!.name} está escribiendo ${WHAT[typers[0]!.kind]}…`;
  const names = typers.map((typer) => typer.name);
  return `${names.slice(0, -1).join(', ')} y ${names.at(-1)!} están escribiendo…`;
}

type Emit = (payload: { kind: TicketMessageKind; typing: boolean }) => void;

/**
 * The sender's side: `input(kind)` on every keystroke sends `typing: true` at once and then at most
 * every TYPING_THROTTLE_MS; TYPING_IDLE_MS without a key, a switch of kind, or `stop()` (sent,
 * emptied, left the page) sends `typing: false`.
 */
export function createTypingEmitter(emit: Emit, now: () => number = Date.now) {
  let typingKind: TicketMessageKind | null = null;
  let lastSent = 0;
  let idle: ReturnType<typeof setTimeout> | null = null;

  const stop = () => {
    if (idle) clearTimeout(idle);
    idle = null;
    if (typingKind) emit({ kind: typingKind, typing: false });
    typingKind = null;
  };

  return {
    input(kind: TicketMessageKind) {
      if (typingKind && typingKind !== kind) stop();
      if (!typingKind || now() - lastSent >= TYPING_THROTTLE_MS) {
        emit({ kind, typing: true });
        lastSent = now();
      }
      typingKind = kind;
      if (idle) clearTimeout(idle);
      idle = setTimeout(stop, TYPING_IDLE_MS);
    },
    stop,
  };
}
