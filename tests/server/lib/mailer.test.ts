import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/server/lib/mailer';

const outboxDir = mkdtempSync(path.join(tmpdir(), 'plataforma-outbox-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

describe('the local outbox (no SMTP_URL)', () => {
  it('writes the whole message to a file and logs where, never the subject that carries the code', async () => {
    const logged: { obj: object; msg: string }[] = [];
    const mailer = createMailer({ outboxDir, from: 'Plataforma <no-responder@plataforma.mx>', logger: { info: (obj, msg) => void logged.push({ obj, msg }) } });
    await mailer.send({ to: 'ana@demo.mx', subject: 'Plataforma: tu código de verificación es 482913', text: 'Tu código es 482913.' });

    expect(logged).toHaveLength(1);
    const line = JSON.stringify(logged[0]);
    expect(line).not.toContain('482913');
    expect(line).toContain('ana@demo.mx');
    const file = (logged[0]!.obj as { file: string }).file;
    expect(path.dirname(file)).toBe(outboxDir);
    // The newcomer still finds the code: in the file the log line names.
    expect(readFileSync(file, 'utf8')).toContain('482913');
  });

  it('carries a calendar invitation as a text/calendar part with its method and as an .ics attachment', async () => {
    const logged: { obj: object; msg: string }[] = [];
    const mailer = createMailer({ outboxDir, from: 'Plataforma <no-responder@plataforma.mx>', logger: { info: (obj, msg) => void logged.push({ obj, msg }) } });
    const content = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:interview-1@plataforma.mx\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await mailer.send({ to: 'ana@demo.mx', subject: 'Tienes una entrevista', text: 'Hola', icalEvent: { method: 'REQUEST', filename: 'entrevista.ics', content } });
    const eml = readFileSync((logged[0]!.obj as { file: string }).file, 'utf8');
    expect(eml).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(eml).toMatch(/filename=entrevista\.ics/);
  });
});
