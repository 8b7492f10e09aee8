import { describe, expect, it } from 'vitest';
import { buildInterviewIcs, escapeText, foldLine, utcStamp } from '../../../../src/server/modules/interviews/interviews.ics';

/** RFC 5545 unfolding (§3.1): a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** The content lines as name (with parameters) → value, after unfolding. */
const linesOf = (text: string) =>
  unfold(text)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      return [line.slice(0, colon), line.slice(colon + 1)] as const;
    });

const invite = {
  method: 'REQUEST' as const,
  uid: 'interview-7@plataforma.mx',
  sequence: 2,
  startsAt: '2026-12-10T16:00:00.000Z',
  endsAt: '2026-12-10T17:00:00.000Z',
  stampedAt: '2026-12-01T12:00:00.000Z',
  summary: 'Entrevista: Analista de tráfico, turno matutino; Manzanillo',
  description: 'Línea uno\nLínea dos con una barra \\ y acentos: ñandú, corazón, pingüino. '.repeat(4),
  location: 'Av. del Puerto 100, Col. Centro; Manzanillo',
  url: null,
  organizer: { name: 'Logística "Portuaria" del Pacífico', email: 'no-responder@plataforma.mx' },
  attendees: [
    { name: 'Olga De Prueba', email: 'olga@demo.mx' },
    { name: 'Óscar Operador', email: 'operador@demo.mx' },
  ],
};

describe('the interview .ics', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('folds at 75 octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ñ'.repeat(100)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(line);
    expect(folded).not.toContain('\uFFFD');
  });

  it('writes a REQUEST whose fields read back: UID, SEQUENCE, UTC times, organizer, attendees, location', () => {
    const text = buildInterviewIcs(invite);
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const lines = linesOf(text);
    const value = (name: string) => lines.find(([key]) => key === name)?.[1];
    expect(value('METHOD')).toBe('REQUEST');
    expect(value('UID')).toBe('interview-7@plataforma.mx');
    expect(value('SEQUENCE')).toBe('2');
    expect(value('DTSTART')).toBe('20261210T160000Z');
    expect(value('DTEND')).toBe('20261210T170000Z');
    expect(value('LOCATION')).toBe('Av. del Puerto 100\\, Col. Centro\\; Manzanillo');
    expect(value('DESCRIPTION')).toContain('Línea uno\\nLínea dos con una barra \\\\ y acentos');
    expect(value('STATUS')).toBe('CONFIRMED');
    const organizer = lines.find(([key]) => key.startsWith('ORGANIZER'))!;
    expect(organizer).toEqual(['ORGANIZER;CN="Logística Portuaria del Pacífico"', 'mailto:no-responder@plataforma.mx']);
    const attendees = lines.filter(([key]) => key.startsWith('ATTENDEE')).map(([, mail]) => mail);
    expect(attendees).toEqual(['mailto:olga@demo.mx', 'mailto:operador@demo.mx']);
    expect(lines[0]).toEqual(['BEGIN', 'VCALENDAR']);
    expect(lines.at(-1)).toEqual(['END', 'VCALENDAR']);
  });

  it('writes a CANCEL with the event cancelled', () => {
    const lines = linesOf(buildInterviewIcs({ ...invite, method: 'CANCEL', sequence: 3 }));
    expect(lines).toContainEqual(['METHOD', 'CANCEL']);
    expect(lines).toContainEqual(['STATUS', 'CANCELLED']);
    expect(lines).toContainEqual(['SEQUENCE', '3']);
  });

  it('stamps in UTC whatever the offset given', () => {
    expect(utcStamp('2026-12-10T10:00:00-06:00')).toBe('20261210T160000Z');
  });
});
