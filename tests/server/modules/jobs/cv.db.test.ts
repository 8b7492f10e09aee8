import { readdirSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CV_MAX_BYTES } from '../../../../src/shared/contracts/jobs-cv';
import { multipartFile } from '../../../helpers/multipart';
import { pdfText } from '../../../helpers/pdf';
import { addPerson } from '../../../helpers/people';
import { type TestApp, createTestApp, expectErrorShape } from '../../../helpers/test-app';

/**
 * The candidate's CV: upload (PDF by its bytes, 5 MiB), replace, delete, choose the type, the
 * generated PDF's text, and the applicant's CV for the company's vacancy managers only.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

type Who = 'candidato' | 'otra' | 'admin' | 'operador' | 'ajena' | 'super';
const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object) => t.app.inject({ method, url, headers: t.bearer(tokens[who]!), ...(payload ? { payload } : {}) });
const upload = (who: Who, content: Buffer, filename = 'mi-cv.pdf', field = 'file') => {
  const body = multipartFile(field, filename, content, 'application/pdf');
  return t.app.inject({ method: 'PUT', url: '/api/v1/profile/cv/file', headers: { ...t.bearer(tokens[who]!), ...body.headers }, payload: body.payload });
};
const storedCvs = () => {
  try {
    return readdirSync(path.join(t.config.dataDir, 'storage', 'candidate-cvs'));
  } catch {
    return [];
  }
};

/** A real one-page PDF whose text says `words`. */
function pdfSaying(words: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(words);
    doc.end();
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await addPerson(t, { email: 'otra@demo.mx', name: 'Otra', roles: [['final_user', null]] });
  for (const [who, email] of [
    ['candidato', 'candidato@demo.mx'],
    ['otra', 'otra@demo.mx'],
    ['admin', 'admin@logistica.demo.mx'],
    ['operador', 'operador@logistica.demo.mx'],
    ['ajena', 'admin@ajena.demo.mx'],
    ['super', 'super@demo.mx'],
  ] as const) {
    tokens[who] = (await t.login(email)).access_token;
  }
  const candidato = await t.userIdOf('candidato@demo.mx');
  const application = await t.database.db.selectFrom('job_applications').select('id').where('user_id', '=', candidato).where('company_id', '=', 1).where('status', '!=', 'withdrawn').executeTakeFirstOrThrow();
  ids.application = application.id;
});
afterAll(() => t.close());

describe('the generated CV', () => {
  it('prints the profile: name, headline, contact, experience newest first, education, courses, skills, es-MX months', async () => {
    const status = await call('GET', '/api/v1/profile/cv', 'candidato');
    expect(status.json()).toEqual({ cv_type: 'generated', file: null, effective_type: 'generated' });
    const response = await call('GET', '/api/v1/profile/cv/pdf', 'candidato');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.headers['content-disposition']).toContain('cv-');
    expect(response.headers['x-cv-type']).toBe('generated');
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of [
      'Coordinador de logística con 6 años en puertos',
      'candidato@demo.mx',
      '3312345678',
      'PERFIL',
      'EXPERIENCIA LABORAL',
      'Coordinador de tráfico',
      'Transportes del Bajío',
      'mar 2021 – actual',
      'jun 2018 – feb 2021',
      'ESCOLARIDAD',
      'Licenciatura en Ingeniería en logística',
      'Universidad de Guadalajara',
      'CURSOS Y CERTIFICACIONES',
      'Comercio exterior e Incoterms 2020',
      '40 h',
      'HABILIDADES',
      'Generado en Superempleos el',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('Coordinador de tráfico')).toBeLessThan(text.indexOf('Auxiliar de almacén'));
  });

  it('an empty profile still prints the name and leaves empty sections out', async () => {
    const response = await call('GET', '/api/v1/profile/cv/pdf', 'otra');
    expect(response.statusCode).toBe(200);
    const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Otra');
    expect(text).not.toContain('EXPERIENCIA LABORAL');
  });
});

describe('the uploaded CV', () => {
  it('refuses what is not a PDF, an empty file, the wrong field, more than 5 MiB — in Spanish, nothing stored', async () => {
    const html = await upload('otra', Buffer.from('<html>hola</html>'), 'cv.pdf');
    expect(expectErrorShape(html.json(), 415).message).toContain('no es un PDF');
    const empty = await upload('otra', Buffer.alloc(0));
    expect(expectErrorShape(empty.json(), 422).message).toContain('vacío');
    const field = await upload('otra', await pdfSaying('x'), 'cv.pdf', 'photo');
    expect(expectErrorShape(field.json(), 422).message).toContain('"file"');
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(CV_MAX_BYTES)]);
    expect(expectErrorShape((await upload('otra', big)).json(), 413).message).toContain('5 MiB');
    const notMultipart = await call('PUT', '/api/v1/profile/cv/file', 'otra', { file: 'x' });
    expect(expectErrorShape(notMultipart.json(), 422).message).toContain('multipart');
    expect(await t.database.db.selectFrom('candidate_cv_files').select('user_id').execute()).toEqual([]);
    expect(storedCvs()).toEqual([]);
  });

  it('cannot choose "uploaded" before there is a file (both calls)', async () => {
    expect(expectErrorShape((await call('PUT', '/api/v1/profile/cv', 'candidato', { cv_type: 'uploaded' })).json(), 422).data.errors).toHaveProperty('cv_type');
    expect(expectErrorShape((await call('PUT', '/api/v1/profile', 'candidato', { cv_type: 'uploaded' })).json(), 422).data.errors).toHaveProperty('cv_type');
    expect(expectErrorShape((await call('GET', '/api/v1/profile/cv/pdf?type=uploaded', 'candidato')).json(), 404).message).toContain('Todavía no subes');
    expect(expectErrorShape((await call('DELETE', '/api/v1/profile/cv/file', 'candidato')).json(), 404).data.code).toBe('not_found');
  });

  it('uploads, becomes the chosen CV, downloads the same bytes; a new one replaces it and the old file goes', async () => {
    const first = await pdfSaying('Primer CV de Luis');
    const uploaded = await upload('candidato', first, 'Mi CV final.pdf');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ cv_type: 'uploaded', effective_type: 'uploaded', file: { original_name: 'Mi CV final.pdf', size: first.length } });
    const download = await call('GET', '/api/v1/profile/cv/pdf', 'candidato');
    expect(download.headers['x-cv-type']).toBe('uploaded');
    expect(download.rawPayload.equals(first)).toBe(true);
    expect(storedCvs()).toHaveLength(1);

    const second = await pdfSaying('Segundo CV de Luis');
    expect((await upload('candidato', second, 'nuevo.pdf')).json().file).toMatchObject({ original_name: 'nuevo.pdf', size: second.length });
    expect((await call('GET', '/api/v1/profile/cv/pdf', 'candidato')).rawPayload.equals(second)).toBe(true);
    expect(storedCvs()).toHaveLength(1);
    // The generated one stays at hand as a preview.
    expect((await call('GET', '/api/v1/profile/cv/pdf?type=generated', 'candidato')).headers['x-cv-type']).toBe('generated');
  });

  it('switching to the generated CV keeps the file; switching back works; the profile shows the choice', async () => {
    expect((await call('PUT', '/api/v1/profile/cv', 'candidato', { cv_type: 'generated' })).json()).toMatchObject({ cv_type: 'generated', effective_type: 'generated', file: { original_name: 'nuevo.pdf' } });
    expect((await call('GET', '/api/v1/profile', 'candidato')).json().cv_type).toBe('generated');
    expect((await call('GET', '/api/v1/profile/cv/pdf', 'candidato')).headers['x-cv-type']).toBe('generated');
    expect((await call('PUT', '/api/v1/profile/cv', 'candidato', { cv_type: 'uploaded' })).json()).toMatchObject({ cv_type: 'uploaded', effective_type: 'uploaded' });
    expect(expectErrorShape((await call('PUT', '/api/v1/profile/cv', 'candidato', { cv_type: 'video' })).json(), 422).data.errors).toHaveProperty('cv_type');
  });
});

describe("an applicant's CV for the company", () => {
  it('the vacancy managers of the company download it (the chosen, uploaded one)', async () => {
    for (const who of ['admin', 'super'] as const) {
      const response = await call('GET', `/api/v1/applications/${ids.application}/cv`, who);
      expect(response.statusCode, who).toBe(200);
      expect(response.headers['x-cv-type']).toBe('uploaded');
      expect(await pdfText(response.rawPayload)).toContain('Segundo CV de Luis');
    }
  });

  it('anyone else gets 404: another tenant, a colleague without vacancies.manage, another candidate, the candidate themself', async () => {
    for (const who of ['ajena', 'operador', 'otra', 'candidato'] as const) {
      const response = await call('GET', `/api/v1/applications/${ids.application}/cv`, who);
      expect(expectErrorShape(response.json(), 404).data.code, who).toBe('not_found');
    }
    expect((await call('GET', '/api/v1/applications/999999/cv', 'admin')).statusCode).toBe(404);
  });

  it('after the candidate deletes the file the company gets the generated CV; a withdrawn application gives none', async () => {
    const removed = await call('DELETE', '/api/v1/profile/cv/file', 'candidato');
    expect(removed.json()).toEqual({ cv_type: 'generated', file: null, effective_type: 'generated' });
    expect(storedCvs()).toEqual([]);
    const response = await call('GET', `/api/v1/applications/${ids.application}/cv`, 'admin');
    expect(response.headers['x-cv-type']).toBe('generated');
    expect(await pdfText(response.rawPayload)).toContain('Coordinador de tráfico');
    await t.database.db.updateTable('job_applications').set({ status: 'withdrawn' }).where('id', '=', ids.application!).execute();
    expect((await call('GET', `/api/v1/applications/${ids.application}/cv`, 'admin')).statusCode).toBe(404);
  });

  it('a company admin has no CV of their own to manage (403)', async () => {
    expect(expectErrorShape((await call('GET', '/api/v1/profile/cv', 'admin')).json(), 403).data.code).toBe('forbidden');
  });
});
