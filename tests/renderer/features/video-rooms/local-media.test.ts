import { describe, expect, it, vi } from 'vitest';
import { NO_MEDIA_SUPPORT, canShareScreen, listDevices, mediaErrorMessage, openLocalMedia } from '../../../../src/renderer/features/video-rooms/lib/local-media';

const failure = (name: string) => Object.assign(new Error(name), { name });

describe('camera and microphone', () => {
  it('tells people in Spanish why the browser refused, and what to do', () => {
    expect(mediaErrorMessage(failure('NotAllowedError'))).toMatch(/^El navegador no permitió usar la cámara o el micrófono\. Permite el acceso/);
    expect(mediaErrorMessage(failure('NotFoundError'))).toMatch(/^No encontramos una cámara o un micrófono/);
    expect(mediaErrorMessage(failure('NotReadableError'))).toMatch(/en uso por otra aplicación/);
    expect(mediaErrorMessage(new Error('x'))).toBe('No pudimos abrir la cámara ni el micrófono. Vuelve a intentarlo.');
  });

  it('opens the chosen devices; without a camera it falls back to the microphone alone; refusals pass through', async () => {
    const stream = { id: 'stream' } as unknown as MediaStream;
    const getUserMedia = vi.fn(async () => stream);
    expect(await openLocalMedia({ cameraId: 'cam-2', microphoneId: 'mic-1' }, { getUserMedia })).toBe(stream);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { deviceId: { exact: 'mic-1' } }, video: { deviceId: { exact: 'cam-2' } } });

    const noCamera = vi.fn().mockRejectedValueOnce(failure('NotFoundError')).mockResolvedValueOnce(stream);
    expect(await openLocalMedia({ cameraId: null, microphoneId: null }, { getUserMedia: noCamera })).toBe(stream);
    expect(noCamera).toHaveBeenLastCalledWith({ audio: true, video: false });

    const refused = vi.fn().mockRejectedValue(failure('NotAllowedError'));
    await expect(openLocalMedia({ cameraId: null, microphoneId: null }, { getUserMedia: refused })).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(refused).toHaveBeenCalledTimes(1);
    await expect(openLocalMedia({ cameraId: null, microphoneId: null }, undefined)).rejects.toThrow(NO_MEDIA_SUPPORT);
  });

  it('lists cameras and microphones, naming the unnamed ones', async () => {
    const enumerateDevices = async () =>
      [
        { kind: 'videoinput', deviceId: 'c1', label: 'Cámara integrada' },
        { kind: 'videoinput', deviceId: 'c2', label: '' },
        { kind: 'audioinput', deviceId: 'm1', label: 'Micrófono USB' },
        { kind: 'audiooutput', deviceId: 's1', label: 'Bocinas' },
        { kind: 'audioinput', deviceId: '', label: '' },
      ] as MediaDeviceInfo[];
    expect(await listDevices({ enumerateDevices })).toEqual({
      cameras: [
        { id: 'c1', label: 'Cámara integrada' },
        { id: 'c2', label: 'Cámara 2' },
      ],
      microphones: [{ id: 'm1', label: 'Micrófono USB' }],
    });
  });

  it('offers screen share where getDisplayMedia exists, never in the desktop console', () => {
    const withDisplay = { getDisplayMedia: async () => ({}) as MediaStream };
    expect(canShareScreen(withDisplay, false)).toBe(true);
    expect(canShareScreen(withDisplay, true)).toBe(false);
    expect(canShareScreen({}, false)).toBe(false);
  });
});
