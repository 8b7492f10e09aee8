import type { VideoRoomJoinAnswer } from '../../../../shared/contracts/video-room-signals';
import type { RealtimeClient } from '../../../lib/realtime';
import type { CallSignalling } from './video-call';

/** How long a join may wait for the server's answer before the call says it failed. */
const JOIN_TIMEOUT_MS = 10_000;

/** The call's signalling over the app's socket (lib/realtime validates every event it hears). */
export function realtimeSignalling(realtime: RealtimeClient): CallSignalling {
  return {
    connected: () => Boolean(realtime.socket?.connected),
    join(ticket) {
      return new Promise<VideoRoomJoinAnswer>((resolve) => {
        if (!realtime.socket?.connected) return resolve({ ok: false, message: 'No hay conexión con el servidor. Revisa tu red e intenta de nuevo.' });
        const timer = setTimeout(() => resolve({ ok: false, message: 'El servidor no respondió a tiempo. Intenta de nuevo.' }), JOIN_TIMEOUT_MS);
        realtime.emit('video-room:join', { ticket }, (answer) => {
          clearTimeout(timer);
          resolve(answer);
        });
      });
    },
    leave: (room) => realtime.emit('video-room:leave', { room }),
    send: (payload) => realtime.emit('video-room:signal', payload),
    onPeerJoined: (handler) => realtime.on('video-room:peer-joined', handler),
    onPeerLeft: (handler) => realtime.on('video-room:peer-left', handler),
    onSignal: (handler) => realtime.on('video-room:signal', handler),
    onReplaced: (handler) => realtime.on('video-room:replaced', handler),
    onConnect: (handler) => {
      // The first call comes at once when the socket is already up; the call joins by itself then.
      let first = Boolean(realtime.socket?.connected);
      return realtime.onConnect(() => {
        if (first) {
          first = false;
          return;
        }
        handler();
      });
    },
  };
}
