import { describe, expect, it } from 'vitest';
import { KEYCHAIN_UNAVAILABLE_MESSAGE, createTokenKeychain, loadKeytar, type KeytarLike } from '../../src/main/keychain';

const origin = 'https://plataforma.mx';

describe('token keychain without a keychain', () => {
  it('keeps tokens in memory only and says so when keytar cannot load', async () => {
    expect(await loadKeytar(async () => Promise.reject(new Error('libsecret-1.so.0: cannot open shared object file')))).toBeNull();
    const vault = createTokenKeychain(null);
    expect(vault.status()).toEqual({ mode: 'memory', reason: KEYCHAIN_UNAVAILABLE_MESSAGE });
    await vault.set(origin, { accessToken: 'a', refreshToken: 'r' });
    expect(await vault.get(origin)).toEqual({ accessToken: 'a', refreshToken: 'r' });
    expect(await vault.get('https://otro.mx')).toBeNull();
    await vault.delete(origin);
    expect(await vault.get(origin)).toBeNull();
  });

  it('falls back to memory when the Secret Service refuses, keeping the token', async () => {
    const broken: KeytarLike = {
      getPassword: async () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
      setPassword: async () => Promise.reject(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY')),
      deletePassword: async () => Promise.reject(new Error('no')),
    };
    const vault = createTokenKeychain(broken);
    expect(vault.status().mode).toBe('keychain');
    await vault.set(origin, { accessToken: 'a', refreshToken: null });
    expect(vault.status().mode).toBe('memory');
    expect(await vault.get(origin)).toEqual({ accessToken: 'a', refreshToken: null });
  });

  it('stores one JSON entry per server origin and ignores garbage', async () => {
    const entries = new Map<string, string>();
    const fake: KeytarLike = {
      getPassword: async (service, account) => entries.get(`${service}/${account}`) ?? null,
      setPassword: async (service, account, password) => void entries.set(`${service}/${account}`, password),
      deletePassword: async (service, account) => entries.delete(`${service}/${account}`),
    };
    const vault = createTokenKeychain(fake);
    await vault.set(origin, { accessToken: 'a', refreshToken: 'r' });
    expect([...entries.keys()]).toEqual(['Plataforma/https://plataforma.mx']);
    entries.set('Plataforma/https://roto.mx', 'no es json');
    expect(await vault.get('https://roto.mx')).toBeNull();
  });
});
