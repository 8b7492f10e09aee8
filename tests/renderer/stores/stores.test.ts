import { beforeEach, describe, expect, it } from 'vitest';

// The stores persist to localStorage and sessionStorage (spec §4, §9); Node has neither, so give
// them both before they load.
function memoryStorage(backing: Map<string, string>): Storage {
  return {
    getItem: (key) => backing.get(key) ?? null,
    setItem: (key, value) => void backing.set(key, value),
    removeItem: (key) => void backing.delete(key),
    clear: () => backing.clear(),
    key: () => null,
    get length() {
      return backing.size;
    },
  };
}
const backing = new Map<string, string>();
const tabBacking = new Map<string, string>();
(globalThis as { localStorage?: Storage }).localStorage = memoryStorage(backing);
(globalThis as { sessionStorage?: Storage }).sessionStorage = memoryStorage(tabBacking);

const { setTokenVault } = await import('../../../src/renderer/lib/platform');
const vaultCalls: string[] = [];
setTokenVault({
  external: false,
  load: async () => null,
  save: async (_tokens, remember) => void vaultCalls.push(`save:${remember}`),
  clear: async () => void vaultCalls.push('clear'),
});
const { SESSION_STORAGE_KEY, useSessionStore } = await import('../../../src/renderer/stores/session');
const { COMPANY_STORAGE_KEY, enterCompany, orderOptions, useCompanyStore, userBelongsToCompany } = await import(
  '../../../src/renderer/stores/company'
);

const user = {
  id: 4,
  name: 'Jorge',
  surname: 'Hernández',
  lastname: 'Ruiz',
  email: 'operador@logistica.demo.mx',
  profile_photo_path: null,
  verified_profile: true,
  email_verified_at: null,
  roles: [{ slug: 'employee' as const, name: 'Empleado', company_id: 3 }],
  departments: [{ id: 1, slug: 'operaciones', name: 'Operaciones', company_id: 1 }],
  companies: [{ id: 3, name: 'Comercializadora Horizonte' }],
  driver_company_ids: [],
};

beforeEach(() => {
  vaultCalls.length = 0;
  useSessionStore.getState().clear();
  useCompanyStore.getState().clear();
});

describe('session store', () => {
  it('remembered: keeps token, refresh token, authenticated, user and userId in localStorage', () => {
    useSessionStore.getState().setTokens('acceso', 'renovacion', true);
    useSessionStore.getState().setUser(user);
    const stored = JSON.parse(backing.get(SESSION_STORAGE_KEY)!).state;
    expect(stored).toMatchObject({ token: 'acceso', refreshToken: 'renovacion', authenticated: true, userId: 4, remember: true });
    expect(stored.user.email).toBe(user.email);
    expect(tabBacking.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(vaultCalls).toContain('save:true'); // remember → the `token` cookie
  });

  it('not remembered: the access token in sessionStorage, the refresh token in memory only', () => {
    useSessionStore.getState().setTokens('acceso', 'renovacion', false);
    useSessionStore.getState().setUser(user);
    expect(backing.has(SESSION_STORAGE_KEY)).toBe(false);
    const stored = JSON.parse(tabBacking.get(SESSION_STORAGE_KEY)!).state;
    expect(stored).toMatchObject({ token: 'acceso', authenticated: true, userId: 4, remember: false });
    expect(stored).not.toHaveProperty('refreshToken');
    expect(JSON.stringify([...backing.values(), ...tabBacking.values()])).not.toContain('renovacion');
    expect(useSessionStore.getState().refreshToken).toBe('renovacion');
    expect(vaultCalls).toContain('save:false'); // no remember → the cookie is blanked
  });

  it('switching to a session that is not remembered leaves nothing in localStorage', () => {
    useSessionStore.getState().setTokens('viejo', 'renovacion-vieja', true);
    expect(backing.has(SESSION_STORAGE_KEY)).toBe(true);
    useSessionStore.getState().clear();
    useSessionStore.getState().setTokens('nuevo', 'renovacion-nueva', false);
    expect(backing.has(SESSION_STORAGE_KEY)).toBe(false);
    expect(JSON.parse(tabBacking.get(SESSION_STORAGE_KEY)!).state.token).toBe('nuevo');
  });

  it('logout clears the token and the flag, and blanks the cookie', () => {
    useSessionStore.getState().setTokens('acceso', null);
    useSessionStore.getState().setUser(user);
    useSessionStore.getState().clear();
    expect(useSessionStore.getState()).toMatchObject({ token: null, authenticated: false, user: null, userId: null });
    expect(vaultCalls.at(-1)).toBe('clear');
  });
});

describe('company store (spec §4)', () => {
  const companies = [
    { id: 1, name: 'Logística Portuaria del Pacífico' },
    { id: 3, name: 'Comercializadora Horizonte' },
  ];

  it('selects the first company when options are set and none is selected', () => {
    useCompanyStore.getState().setCompanies(companies);
    expect(useCompanyStore.getState().selected).toEqual(companies[0]);
    expect(useCompanyStore.getState().options).toEqual([
      { value: '1', label: 'Logística Portuaria del Pacífico' },
      { value: '3', label: 'Comercializadora Horizonte' },
    ]);
  });

  it('moves the selected company to the top of the options, and persists the selection', () => {
    useCompanyStore.getState().setCompanies(companies);
    useCompanyStore.getState().select(companies[1]!);
    expect(useCompanyStore.getState().options.map((option) => option.value)).toEqual(['3', '1']);
    expect(JSON.parse(backing.get(COMPANY_STORAGE_KEY)!).state.selected).toEqual(companies[1]);
    expect(orderOptions([{ value: '1', label: 'a' }], 99)).toEqual([{ value: '1', label: 'a' }]);
  });

  it('keeps a still-valid selection when the list is set again', () => {
    useCompanyStore.getState().setCompanies(companies);
    useCompanyStore.getState().select(companies[1]!);
    useCompanyStore.getState().setCompanies(companies);
    expect(useCompanyStore.getState().selected?.id).toBe(3);
  });

  it("accepts a company of the user's departments or companies", () => {
    expect(userBelongsToCompany(user, 1)).toBe(true); // through the department
    expect(userBelongsToCompany(user, 3)).toBe(true); // directly
    expect(userBelongsToCompany(user, 4)).toBe(false);
  });

  it('company login: fetches and sets the company; another company is an empty rejection', async () => {
    const fetched: number[] = [];
    const fetchCompany = async (id: number) => {
      fetched.push(id);
      return { id, name: `Empresa ${id}` };
    };
    await expect(enterCompany(user, 1, fetchCompany)).resolves.toEqual({ id: 1, name: 'Empresa 1' });
    expect(useCompanyStore.getState().selected).toEqual({ id: 1, name: 'Empresa 1' });
    const rejection = await enterCompany(user, 4, fetchCompany).then(
      () => 'resolved',
      (reason: unknown) => reason,
    );
    expect(rejection).toBeUndefined();
    expect(fetched).toEqual([1]);
  });
});
