import { describe, expect, it } from 'vitest';
import { createTokenKeychain, loadKeytar } from '../../src/main/keychain';

/**
 * Against a real Secret Service: `npm test` runs this file (vitest project "keychain") through
 * scripts/with-keyring.sh, a private D-Bus session with an unlocked gnome-keyring.
 */
describe('token keychain against the Secret Service (gnome-keyring)', () => {
  it('sets, gets, replaces and deletes the token of a server origin', async () => {
    const keytar = await loadKeytar();
    expect(keytar, 'keytar must be installed and built (libsecret-1-dev)').not.toBeNull();
    const service = `PlataformaPrueba-${process.pid}`;
    const vault = createTokenKeychain(keytar, service);
    const origin = 'https://plataforma.example.mx';

    await vault.set(origin, { accessToken: 'acceso-1', refreshToken: 'renovacion-1' });
    expect(vault.status()).toEqual({ mode: 'keychain' });
    expect(await keytar!.getPassword(service, origin)).toContain('acceso-1');
    expect(await vault.get(origin)).toEqual({ accessToken: 'acceso-1', refreshToken: 'renovacion-1' });

    await vault.set(origin, { accessToken: 'acceso-2', refreshToken: null });
    expect(await vault.get(origin)).toEqual({ accessToken: 'acceso-2', refreshToken: null });
    expect(await vault.get('http://localhost:8080')).toBeNull();

    await vault.delete(origin);
    expect(await vault.get(origin)).toBeNull();
    expect(await keytar!.getPassword(service, origin)).toBeNull();
    // Still the keychain: nothing fell back to memory on the way.
    expect(vault.status()).toEqual({ mode: 'keychain' });
  });
});
