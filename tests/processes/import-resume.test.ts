import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/server/db/database';
import { DEMO_PASSWORD } from '../../src/server/demo/demo-data';
import { iso6346CheckDigit } from '../../src/shared/iso6346';
import type { Batch } from '../../src/shared/contracts/imports';
import { multipartFile } from '../helpers/multipart';
import { processDialects, sharedDatabase } from '../helpers/process-database';
import { type ServerProcess, startServer, tempDataDir } from '../helpers/server-process';

const EMPLOYEES = 12_000;
const CONTAINERS = 6_000;

/**
 * kill -9 in the middle of an import of each kind, then a restart: both batches finish, every row
 * written exactly once (resumed from the row they reached, the chunk cut short done again).
 */
describe.each(processDialects)('kill -9 during imports (%s)', (dialect) => {
  let server: ServerProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it('resumes the batches of every kind after a restart', async () => {
    const dataDir = tempDataDir();
    const database = await sharedDatabase(dataDir, dialect);
    drop = database.drop;
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, IMPORT_RESUME_AFTER_SECONDS: '1' };
    server = await startServer(env);
    const login = async (base: string, email: string) =>
      (
        (await (
          await fetch(`${base}/oauth/token`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ grant_type: 'password', client_id: 'web', client_secret: 'web-dev-secret', username: email, password: DEMO_PASSWORD }),
          })
        ).json()) as { access_token: string }
      ).access_token;
    const upload = async (base: string, token: string, url: string, csv: string) => {
      const body = multipartFile('file', 'carga.csv', Buffer.from(csv), 'text/csv');
      const response = await fetch(`${base}${url}`, { method: 'POST', headers: { ...body.headers, authorization: `Bearer ${token}` }, body: body.payload });
      expect(response.status).toBe(202);
      return ((await response.json()) as Batch).id;
    };
    const batch = async (base: string, token: string, id: number) =>
      (await (await fetch(`${base}/api/v1/batch/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Batch;

    const admin = await login(server.url, 'admin@horizonte.demo.mx');
    const operador = await login(server.url, 'operador@logistica.demo.mx');
    const employeesCsv = ['Número de empleado,Nombre,Departamento', ...Array.from({ length: EMPLOYEES }, (_, i) => `KILL-${i + 1},Persona ${i + 1},ventas`)].join('\n');
    const numbers = Array.from({ length: CONTAINERS }, (_, i) => {
      const body = `KILU${String(i).padStart(6, '0')}`;
      return `${body}${iso6346CheckDigit(body)}`;
    });
    const containersCsv = ['Contenedor,Tipo,Lleno/Vacío,Categoría,Naviera', ...numbers.map((n) => `${n},22G1,lleno,importación,MSC`)].join('\n');
    const employeeBatch = await upload(server.url, admin, '/api/v1/companies/3/employees-bulk', employeesCsv);
    const containerBatch = await upload(server.url, operador, '/api/v1/containers-bulk', containersCsv);

    // Kill once both have written some chunks and neither has finished — or, on a machine so busy
    // that one kind runs ahead before the other starts, once either is half done (the other then
    // resumes from its first row).
    for (;;) {
      const [e, c] = await Promise.all([batch(server.url, admin, employeeBatch), batch(server.url, operador, containerBatch)]);
      if ((e.processed > 0 && c.processed > 0) || e.processed >= EMPLOYEES / 2 || c.processed >= CONTAINERS / 2) {
        expect(e.processed).toBeLessThan(EMPLOYEES);
        expect(c.processed).toBeLessThan(CONTAINERS);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await server.kill();

    server = await startServer(env);
    const adminAgain = await login(server.url, 'admin@horizonte.demo.mx');
    const operadorAgain = await login(server.url, 'operador@logistica.demo.mx');
    const deadline = Date.now() + 90_000;
    let finished: [Batch, Batch];
    for (;;) {
      finished = await Promise.all([batch(server.url, adminAgain, employeeBatch), batch(server.url, operadorAgain, containerBatch)]);
      if (finished.every((b) => b.status === 'done') || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [employees, containers] = finished;
    expect(employees).toMatchObject({ status: 'done', total: EMPLOYEES, processed: EMPLOYEES, created: EMPLOYEES, failed: 0 });
    // Each chunk's rows and its progress commit together: the counts are exact after the kill.
    expect(containers).toMatchObject({ status: 'done', total: CONTAINERS, processed: CONTAINERS, created: CONTAINERS, unchanged: 0, failed: 0 });

    const check = createDatabase(database.url);
    try {
      const people = await check.db.selectFrom('employees').select('employee_number').where('employee_number', 'like', 'KILL-%').execute();
      expect(people.length).toBe(EMPLOYEES);
      expect(new Set(people.map((row) => row.employee_number)).size).toBe(EMPLOYEES);
      const boxes = await check.db.selectFrom('containers').select('number').where('number', 'like', 'KILU%').execute();
      expect(boxes.map((row) => row.number).sort()).toEqual([...numbers].sort());
      const created = await check.db.selectFrom('container_history').select('container_id').where('kind', '=', 'created').where('notes', '=', 'Anunciado por carga masiva').execute();
      expect(new Set(created.map((row) => row.container_id)).size).toBe(created.length);
    } finally {
      await check.destroy();
    }
  });
});
