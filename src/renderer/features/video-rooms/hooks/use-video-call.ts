import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { realtime } from '../../../lib/realtime';
import { joinVideoRoom } from '../api/join-video-room';
import { SCREEN_SHARE_FAILED, stopStream } from '../lib/local-media';
import { realtimeSignalling } from '../lib/realtime-signalling';
import { type CallSnapshot, type VideoCall, createVideoCall } from '../lib/video-call';

const IDLE: CallSnapshot = { status: 'joining', message: null, peers: [], media: { audio: true, video: true, screen: false } };
const noop = () => () => undefined;

/**
 * The call of one room, from «Entrar» until the page goes away: the engine (lib/video-call) on the
 * app's socket and the browser's RTCPeerConnection, the controls, and the bytes received (for the
 * connection indicator and the e2e). The stream is the pre-join check's; the call stops it at the end.
 */
export function useVideoCall(kind: string, id: number, stream: MediaStream | null) {
  const [call, setCall] = useState<VideoCall | null>(null);
  const [screenError, setScreenError] = useState<string | null>(null);
  const [inbound, setInbound] = useState({ audio: 0, video: 0 });
  const screen = useRef<MediaStream | null>(null);

  useEffect(() => {
    if (!stream) return;
    const engine = createVideoCall({
      signalling: realtimeSignalling(realtime),
      requestTicket: async () => {
        const ticket = await joinVideoRoom(kind, id);
        return { ticket: ticket.ticket, iceServers: ticket.ice_servers };
      },
      createPeerConnection: (configuration) => new RTCPeerConnection(configuration),
      localStream: stream,
    });
    setCall(engine);
    engine.start();
    const timer = setInterval(() => {
      engine
        .inboundBytes()
        .then(setInbound)
        .catch(() => undefined);
    }, 1000);
    return () => {
      clearInterval(timer);
      engine.leave();
      stopStream(screen.current);
      screen.current = null;
      stopStream(stream);
    };
  }, [kind, id, stream]);

  const snapshot = useSyncExternalStore(call?.subscribe ?? noop, call?.getSnapshot ?? (() => IDLE));

  const stopSharing = useCallback(() => {
    stopStream(screen.current);
    screen.current = null;
    call?.shareScreen(null);
  }, [call]);

  const toggleScreen = useCallback(async () => {
    if (!call) return;
    if (screen.current) return stopSharing();
    setScreenError(null);
    try {
      const shared = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = shared.getVideoTracks()[0];
      if (!track) return stopStream(shared);
      screen.current = shared;
      // The browser's own «Dejar de compartir» ends the track.
      track.addEventListener('ended', stopSharing);
      call.shareScreen(track);
    } catch (error) {
      // Closing the browser's picker is a NotAllowedError: say nothing then.
      if ((error as { name?: string }).name !== 'NotAllowedError') setScreenError(SCREEN_SHARE_FAILED);
    }
  }, [call, stopSharing]);

  return {
    snapshot,
    inbound,
    screenError,
    toggleAudio: () => call?.setAudio(!snapshot.media.audio),
    toggleVideo: () => call?.setVideo(!snapshot.media.video),
    toggleScreen,
    /** Leaves and turns the camera and microphone off (and the screen share). */
    leave: () => {
      call?.leave();
      stopSharing();
      stopStream(stream);
    },
    rejoin: () => call?.rejoin(),
  };
}
