import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rfcProblem } from '../../../../src/shared/contracts/companies';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, email] of Object.entries({
    super: 'super@demo.mx',
    admin: 'admin@logistica.demo.mx',
    operador: 'operador@logistica.demo.mx',
    horizonte: 'admin@horizonte.demo.mx',
    candidato: 'candidato@demo.mx',
  })) {
    tokens[key] = (await t.login(email)).access_token;
  }
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? t.bearer(tokens[who]!) : {}, ...(payload ? { payload } : {}) });

const NEW_COMPANY = { name: 'Transportes del Bajío', rfc: 'TBA190101AB1', legal_name: 'Transportes del Bajío, S.A. de C.V.', business_sector_id: 1, state_id: 11 };

describe('RFC rules', () => {
  it.each([
    ['LPP150312AB1', null],
    ['GODE561231GR8', null],
    ['EAJ200229HX0', null],
    ['XAXX010101000', null],
    ['ÑAÑ010101AB1', null],
    ['LPP15031AB1', 'El RFC debe tener 12 caracteres (empresa) o 13 (persona física).'],
    ['LP1150312AB1', 'El RFC debe empezar con 3 letras.'],
    ['LPP151332AB1', 'La fecha del RFC (AAMMDD) no es una fecha válida.'],
    ['LPP210229AB1', 'La fecha del RFC (AAMMDD) no es una fecha válida.'],
    ['LPP150312AB-', 'Después de las letras el RFC lleva la fecha (AAMMDD) y una homoclave de 3 caracteres que termina en dígito o A.'],
  ])('%s', (rfc, problem) => {
    expect(rfcProblem(rfc)).toBe(problem);
  });
});

describe('companies CRUD', () => {
  it('lists the caller’s companies; every company for the super admin', async () => {
    const mine = await call('GET', '/api/v1/companies', 'admin');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ current_page: 1, last_page: 1, total: 1, data: [{ id: 1, rfc: 'LPP150312AB1', business_sector: { id: 4 } }] });
    const all = await call('GET', '/api/v1/companies?authorized=true', 'super');
    expect(all.json().data.map((c: { id: number }) => c.id).sort()).toEqual([1, 2, 3]);
    expect((await call('GET', '/api/v1/companies', 'candidato')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/companies')).statusCode).toBe(401);
  });

  it('filters by words, sector, state and flags on the server, within the caller’s companies', async () => {
    expect((await call('GET', '/api/v1/companies?business_sector_id=2', 'super')).json()).toMatchObject({ total: 1, last_page: 1, data: [{ id: 2, business_sector: { id: 2 } }] });
    expect((await call('GET', '/api/v1/companies?state_id=19&authorized=true', 'super')).json()).toMatchObject({ total: 1, data: [{ id: 3, state_id: 19 }] });
    expect((await call('GET', '/api/v1/companies?q=HORIZONTE', 'super')).json()).toMatchObject({ total: 1, data: [{ id: 3 }] });
    expect((await call('GET', '/api/v1/companies?q=horizonte&verified=true', 'super')).json()).toMatchObject({ total: 0, data: [] });
    expect((await call('GET', '/api/v1/companies?q=lpp150312ab1&state_id=6&business_sector_id=4', 'super')).json().data.map((c: { id: number }) => c.id)).toEqual([1]);
    // A tenant's filters never reach past its own companies.
    expect((await call('GET', '/api/v1/companies?business_sector_id=2', 'admin')).json()).toMatchObject({ total: 0, data: [] });
    expect((await call('GET', '/api/v1/companies?q=horizonte', 'admin')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/companies?state_id=6', 'admin')).json()).toMatchObject({ total: 1, data: [{ id: 1 }] });
    const bad = expectErrorShape((await call('GET', '/api/v1/companies?state_id=abc&business_sector_id=0', 'super')).json(), 422);
    expect(bad.data.errors?.['querystring.state_id']).toEqual(['El estado debe ser un número.']);
    expect(bad.data.errors?.['querystring.business_sector_id']).toEqual(['El sector debe ser un identificador positivo.']);
  });

  it('the super admin creates a company, unverified and unauthorized', async () => {
    const response = await call('POST', '/api/v1/companies', 'super', { ...NEW_COMPANY, rfc: 'tba190101ab1', banners: ['/media/images/a.png'] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Transportes del Bajío',
      rfc: 'TBA190101AB1',
      business_sector: { id: 1, name: 'Autotransporte de carga' },
      state_id: 11,
      banners: ['/media/images/a.png'],
      verified_company: false,
      is_authorized: false,
    });
  });

  it('refuses a bad RFC with a Spanish reason on the field', async () => {
    const response = await call('POST', '/api/v1/companies', 'super', { ...NEW_COMPANY, rfc: 'TBA191301AB1' });
    const error = expectErrorShape(response.json(), 422);
    expect(error.data.errors?.rfc).toEqual(['La fecha del RFC (AAMMDD) no es una fecha válida.']);
  });

  it('refuses unknown sectors and extra fields; only the super admin creates', async () => {
    const sector = await call('POST', '/api/v1/companies', 'super', { ...NEW_COMPANY, business_sector_id: 999 });
    expect(expectErrorShape(sector.json(), 422).data.errors?.business_sector_id).toEqual(['Ese sector no existe en el catálogo.']);
    const flags = await call('POST', '/api/v1/companies', 'super', { ...NEW_COMPANY, verified_company: true });
    expect(flags.statusCode).toBe(422);
    expect(expectErrorShape((await call('POST', '/api/v1/companies', 'admin', NEW_COMPANY)).json(), 403).data.code).toBe('forbidden');
  });

  it('a company admin edits their own company but not the flags; a plain member cannot edit', async () => {
    const response = await call('PUT', '/api/v1/companies/1', 'admin', { phone: '+52 314 555 0199', website: 'https://lpp.example.mx', landing_text: 'Nuevo texto' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone: '+52 314 555 0199', website: 'https://lpp.example.mx', landing_text: 'Nuevo texto', rfc: 'LPP150312AB1' });
    expect((await call('PUT', '/api/v1/companies/1', 'admin', { is_authorized: false })).statusCode).toBe(422);
    expect((await call('PUT', '/api/v1/companies/1', 'operador', { phone: '+52 314 555 0100' })).statusCode).toBe(403);
    expect((await call('PUT', '/api/v1/companies/3', 'admin', { phone: '+52 314 555 0100' })).statusCode).toBe(404);
    expect(expectErrorShape((await call('PUT', '/api/v1/companies/1', 'admin', { website: 'javascript:alert(1)' })).json(), 422).data.errors?.website).toBeDefined();
  });

  it('verification and authorization are super-admin toggles', async () => {
    expect((await call('POST', '/api/v1/companies/3/verified', 'horizonte', { verified_company: true })).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/companies/3/authorize', 'horizonte', { is_authorized: false })).statusCode).toBe(403);
    const verified = await call('POST', '/api/v1/companies/3/verified', 'super', { verified_company: true });
    expect(verified.json()).toMatchObject({ id: 3, verified_company: true, is_authorized: true });
    const revoked = await call('POST', '/api/v1/companies/3/authorize', 'super', { is_authorized: false });
    expect(revoked.json()).toMatchObject({ id: 3, verified_company: true, is_authorized: false });
    await call('POST', '/api/v1/companies/3/authorize', 'super', { is_authorized: true });
    expect((await call('POST', '/api/v1/companies/3/verified', 'super', { verified_company: 'yes' })).statusCode).toBe(422);
  });

  it('deleting is for the super admin, and takes the departments and employees along', async () => {
    const created = (await call('POST', '/api/v1/companies', 'super', { name: 'Efímera', rfc: 'EFI010101AA1' })).json();
    const department = (await call('POST', `/api/v1/companies/${created.id}/departments`, 'super', { name: 'Única' })).json();
    expect((await call('POST', `/api/v1/departments/${department.id}/employees`, 'super', { name: 'Ana', employee_number: '1' })).statusCode).toBe(201);
    expect((await call('DELETE', '/api/v1/companies/1', 'admin')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v1/companies/${created.id}`, 'super')).json()).toEqual({ message: 'La empresa quedó eliminada.' });
    expect((await call('GET', `/api/v1/companies/${created.id}`, 'super')).statusCode).toBe(404);
    expect(await t.database.db.selectFrom('employees').select('id').where('company_id', '=', created.id).execute()).toEqual([]);
    expect((await call('DELETE', `/api/v1/companies/${created.id}`, 'super')).statusCode).toBe(404);
  });

  it('GET /users/{id}/companies still answers the user’s companies', async () => {
    const id = await t.userIdOf('empleado@horizonte.demo.mx');
    const response = await call('GET', `/api/v1/users/${id}/companies`, 'horizonte');
    expect(response.json()).toEqual([{ id: 3, name: 'Comercializadora Horizonte' }]);
  });
});

describe('public directory', () => {
  it('top companies: authorized only, verified first, no bearer needed', async () => {
    const response = await call('GET', '/api/v1/top-companies');
    expect(response.statusCode).toBe(200);
    const companies = response.json() as { id: number; verified_company: boolean; rfc?: string }[];
    expect(companies.map((c) => c.id)).not.toContain(4);
    expect(companies.map((c) => c.id)).not.toContain(5);
    const firstUnverified = companies.findIndex((c) => !c.verified_company);
    expect(companies.slice(firstUnverified === -1 ? companies.length : firstUnverified).every((c) => !c.verified_company)).toBe(true);
    expect(companies[0]).not.toHaveProperty('rfc');
  });

  it('searches authorized companies without accents or case', async () => {
    const response = await call('GET', '/api/v1/search/companies-directory?q=PACIFICO%20logis');
    expect(response.json()).toMatchObject({ total: 1, data: [{ id: 1, name: 'Logística Portuaria del Pacífico', verified_company: true }] });
    expect((await call('GET', '/api/v1/search/companies-directory?q=ajena')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/search/companies-directory')).json().total).toBe(3);
  });

  it('filters the public directory by sector and state; unauthorized companies never appear', async () => {
    expect((await call('GET', '/api/v1/search/companies-directory?business_sector_id=2')).json()).toMatchObject({ total: 1, last_page: 1, data: [{ id: 2 }] });
    expect((await call('GET', '/api/v1/search/companies-directory?state_id=19')).json()).toMatchObject({ total: 1, data: [{ id: 3, state_id: 19 }] });
    // Empresa Ajena (sector 16, state 9) is not authorized.
    expect((await call('GET', '/api/v1/search/companies-directory?business_sector_id=16&state_id=9')).json()).toMatchObject({ total: 0, data: [] });
    expect((await call('GET', '/api/v1/search/companies-directory?q=pacifico&state_id=14')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/search/companies-directory?q=pacifico&state_id=6&business_sector_id=4')).json()).toMatchObject({ total: 1, data: [{ id: 1 }] });
    const bad = expectErrorShape((await call('GET', '/api/v1/search/companies-directory?business_sector_id=x')).json(), 422);
    expect(bad.data.errors?.['querystring.business_sector_id']).toEqual(['El sector debe ser un número.']);
  });

  it('tenant search of companies: own companies only, by name or RFC', async () => {
    expect((await call('GET', '/api/v1/search/companies?q=horizonte', 'admin')).json().total).toBe(0);
    expect((await call('GET', '/api/v1/search/companies?q=cho101120qw3', 'horizonte')).json().data[0].id).toBe(3);
    expect((await call('GET', '/api/v1/search/companies?q=ajena', 'super')).json().total).toBe(1);
    expect((await call('GET', '/api/v1/search/companies?q=ajena')).statusCode).toBe(401);
  });
});

describe('filtered lists page on the server', () => {
  it('21 companies of one sector and state: a full first page, the rest on the second, totals right', async () => {
    for (let day = 1; day <= 23; day += 1) {
      const dd = String(day).padStart(2, '0');
      const created = await call('POST', '/api/v1/companies', 'super', { name: `Paginada ${dd}`, rfc: `PAG2001${dd}AB1`, business_sector_id: 5, state_id: day <= 21 ? 20 : 21 });
      expect(created.statusCode).toBe(201);
      if (day % 2 === 1 || day > 21) await call('POST', `/api/v1/companies/${created.json().id}/authorize`, 'super', { is_authorized: true });
    }
    const first = (await call('GET', '/api/v1/companies?business_sector_id=5&state_id=20', 'super')).json();
    expect(first).toMatchObject({ total: 21, last_page: 2, per_page: 20, current_page: 1 });
    expect(first.data).toHaveLength(20);
    expect(first.data.every((c: { business_sector_id: number; state_id: number }) => c.business_sector_id === 5 && c.state_id === 20)).toBe(true);
    const second = (await call('GET', '/api/v1/companies?business_sector_id=5&state_id=20&page=2', 'super')).json();
    expect(second.data.map((c: { name: string }) => c.name)).toEqual(['Paginada 21']);
    expect((await call('GET', '/api/v1/companies?business_sector_id=5&state_id=20&authorized=false', 'super')).json().total).toBe(10);
    expect((await call('GET', '/api/v1/companies?q=paginada&business_sector_id=5', 'super')).json()).toMatchObject({ total: 23, last_page: 2 });

    // The directory: 11 of the 21 are authorized (odd days), and the two of state 21.
    const directory = (await call('GET', '/api/v1/search/companies-directory?business_sector_id=5&state_id=20')).json();
    expect(directory).toMatchObject({ total: 11, last_page: 1 });
    expect(directory.data).toHaveLength(11);
    const sector = (await call('GET', '/api/v1/search/companies-directory?business_sector_id=5')).json();
    expect(sector).toMatchObject({ total: 13, last_page: 1 });
    expect(sector.data).toHaveLength(13);
  });
});
