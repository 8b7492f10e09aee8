import { desktopBridge } from '../../../lib/desktop-platform';

/**
 * The camera and microphone before and during a call: opening them with the chosen devices, the
 * device lists, and what to tell people when the browser refuses (in Spanish, saying what to do).
 */

export interface DeviceChoice {
  cameraId: string | null;
  microphoneId: string | null;
}

export interface MediaDevicesList {
  cameras: { id: string; label: string }[];
  microphones: { id: string; label: string }[];
}

export const NO_MEDIA_SUPPORT = 'Este navegador no permite videollamadas en esta página (se necesita una conexión segura, https, y un navegador actual).';

/** The reason a getUserMedia or getDisplayMedia call failed, for people. */
export function mediaErrorMessage(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'El navegador no permitió usar la cámara o el micrófono. Permite el acceso en la configuración del sitio (el ícono junto a la dirección) y vuelve a intentarlo.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'No encontramos una cámara o un micrófono. Conecta uno (o elige otro) y vuelve a intentarlo.';
    case 'NotReadableError':
    case 'AbortError':
      return 'La cámara o el micrófono están en uso por otra aplicación. Ciérrala y vuelve a intentarlo.';
    default:
      return 'No pudimos abrir la cámara ni el micrófono. Vuelve a intentarlo.';
  }
}

function constraint(deviceId: string | null): MediaTrackConstraints | boolean {
  return deviceId ? { deviceId: { exact: deviceId } } : true;
}

/**
 * Opens the chosen camera and microphone. Without a camera (none connected, or it is busy) the
 * call still works by voice: the microphone alone is tried before giving up.
 */
export async function openLocalMedia(choice: DeviceChoice, media: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices): Promise<MediaStream> {
  if (!media?.getUserMedia) throw Object.assign(new Error(NO_MEDIA_SUPPORT), { name: 'NotSupportedError' });
  try {
    return await media.getUserMedia({ audio: constraint(choice.microphoneId), video: choice.cameraId ? { deviceId: { exact: choice.cameraId } } : { width: { ideal: 1280 }, height: { ideal: 720 } } });
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    if (name !== 'NotFoundError' && name !== 'NotReadableError' && name !== 'OverconstrainedError') throw error;
    return media.getUserMedia({ audio: constraint(choice.microphoneId), video: false });
  }
}

/** Labels are empty until the page was granted the devices once; then they name them. */
export async function listDevices(media: Pick<MediaDevices, 'enumerateDevices'> | undefined = globalThis.navigator?.mediaDevices): Promise<MediaDevicesList> {
  const devices = (await media?.enumerateDevices?.()) ?? [];
  const of = (kind: MediaDeviceKind, noun: string) =>
    devices.filter((device) => device.kind === kind && device.deviceId).map((device, index) => ({ id: device.deviceId, label: device.label || `${noun} ${index + 1}` }));
  return { cameras: of('videoinput', 'Cámara'), microphones: of('audioinput', 'Micrófono') };
}

export function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Screen share exists where getDisplayMedia does (not on phones), and not in the desktop console:
 * Electron refuses it without a display-media handler, which the console does not install (it
 * grants the app camera and microphone only).
 */
export function canShareScreen(media: Partial<MediaDevices> | undefined = globalThis.navigator?.mediaDevices, inDesktopConsole = desktopBridge() !== null): boolean {
  return typeof media?.getDisplayMedia === 'function' && !inDesktopConsole;
}

export const SCREEN_SHARE_FAILED = 'No se pudo compartir la pantalla. Vuelve a intentarlo o comparte desde otro navegador.';
