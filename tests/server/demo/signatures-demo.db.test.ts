import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSignaturesDemo } from '../../../src/server/demo/signatures-demo';
import { type TestApp, createTestApp } from '../../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("Horizonte's demo documents", () => {
  it('has a contract signed by the admin and the employee, and one waiting for the employee, both verifiable', async () => {
    await seedSignaturesDemo(t.database.db, t.services.signatures);
    const token = (await t.login('empleado@horizonte.demo.mx')).access_token;
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/signed-documents', headers: t.bearer(token) })).json();
    expect(list.data.map((row: { status: string; your_turn: boolean; signers_signed: number }) => [row.status, row.your_turn, row.signers_signed])).toEqual([
      ['pending', true, 1],
      ['completed', false, 2],
    ]);
    for (const row of list.data as { code: string; status: string }[]) {
      const verification = await t.app.inject({ method: 'POST', url: '/api/v1/verify-signed-document', payload: { code: row.code } });
      expect(verification.json()).toMatchObject({ result: 'valid', document: { status: row.status } });
    }
  });
});
