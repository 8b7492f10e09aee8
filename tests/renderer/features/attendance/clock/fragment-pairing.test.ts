import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockPairingUrl, createPairingCode } from '../../../../../src/renderer/features/attendance/api/create-pairing-code';
import { pairClock } from '../../../../../src/renderer/features/attendance/api/pair-clock';
import { pairingCodeInFragment } from '../../../../../src/renderer/features/attendance/clock/fragment-pairing';
import { api } from '../../../../../src/renderer/lib/api-client';

afterEach(() => vi.restoreAllMocks());

describe('pairing a clock from the QR', () => {
  it('reads the code from #vincular=… and nothing else', () => {
    expect(pairingCodeInFragment('#vincular=K7QM4XPT')).toBe('K7QM4XPT');
    expect(pairingCodeInFragment('#vincular=k7qm-4xpt')).toBe('k7qm-4xpt');
    expect(pairingCodeInFragment('')).toBeNull();
    expect(pairingCodeInFragment('#otra=K7QM4XPT')).toBeNull();
    expect(pairingCodeInFragment(`#vincular=${'A'.repeat(21)}`)).toBeNull();
  });

  it('encodes the clock page of the server with the code in the fragment', () => {
    expect(clockPairingUrl('K7QM4XPT')).toMatch(/^https?:\/\/[^/]+\/control-asistencia\/reloj#vincular=K7QM4XPT$/);
  });

  it('asks for a code per device and redeems it without any session', async () => {
    const post = vi.spyOn(api.attendance, 'post').mockResolvedValue({ data: {} } as never);
    await createPairingCode(5);
    expect(post).toHaveBeenLastCalledWith('/devices/5/pairing-code');
    await pairClock('K7QM-4XPT');
    expect(post).toHaveBeenLastCalledWith('/clock/pair', { code: 'K7QM-4XPT' }, expect.objectContaining({ plataforma: expect.objectContaining({ anonymous: true }) }));
  });
});
