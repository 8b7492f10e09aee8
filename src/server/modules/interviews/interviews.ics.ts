/**
 * The `.ics` an interview's e-mails carry (RFC 5545 with the iTIP methods of RFC 5546), written
 * here rather than with a library: one VEVENT with a dozen properties, where the two things that
 * matter — escaping TEXT values (§3.3.11) and folding lines at 75 octets (§3.1) — are a few lines
 * each and tested (tests/server/modules/interviews/interviews-ics.test.ts).
 *
 * The UID is stable per interview and SEQUENCE rises on every change, so a calendar that already
 * holds the event replaces it (REQUEST) or removes it (CANCEL) instead of adding another.
 */
export interface CalendarInvite {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  startsAt: string;
  endsAt: string;
  /** When this version was made (DTSTAMP). */
  stampedAt: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/** TEXT escaping: backslash, semicolon and comma escaped, line breaks as `\n`. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A parameter value (CN) is quoted: it must not carry quotes or control characters. */
const paramValue = (value: string) => `"${value.replace(/["\r\n]/g, '')}"`;

/**
 * Folds a content line at 75 octets (UTF-8), continuing with CRLF + one space, never splitting a
 * multi-byte character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    // The first line holds 75 octets; the continuation lines 74 after their leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** 2026-12-10T16:00:00.000Z → 20261210T160000Z (UTC form, so no VTIMEZONE is needed). */
export function utcStamp(instant: string): string {
  return new Date(instant).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export function buildInterviewIcs(invite: CalendarInvite): string {
  const cancelled = invite.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Plataforma//Superempleos entrevistas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${invite.method}`,
    'BEGIN:VEVENT',
    `UID:${invite.uid}`,
    `SEQUENCE:${invite.sequence}`,
    `DTSTAMP:${utcStamp(invite.stampedAt)}`,
    `DTSTART:${utcStamp(invite.startsAt)}`,
    `DTEND:${utcStamp(invite.endsAt)}`,
    `SUMMARY:${escapeText(invite.summary)}`,
    `DESCRIPTION:${escapeText(invite.description)}`,
    ...(invite.location ? [`LOCATION:${escapeText(invite.location)}`] : []),
    ...(invite.url ? [`URL:${invite.url}`] : []),
    `ORGANIZER;CN=${paramValue(invite.organizer.name)}:mailto:${invite.organizer.email}`,
    ...invite.attendees.map((attendee) => `ATTENDEE;CN=${paramValue(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${attendee.email}`),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
