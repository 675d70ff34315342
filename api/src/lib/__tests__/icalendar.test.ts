import {
  escapeText,
  foldLine,
  localDateTime,
  serialiseCalendar,
  timeZoneComponent,
  utcDateTime,
  utcOffsetMinutes,
} from '../icalendar';

const octets = (text: string) => new TextEncoder().encode(text).length;

/** What a reader does first (RFC 5545 §3.1): remove every CRLF followed by one space. */
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar text values', () => {
  it('escapes backslash, semicolon and comma, and writes every line break as \\n', () => {
    expect(escapeText('Mass; then lunch, tea\\coffee')).toBe('Mass\\; then lunch\\, tea\\\\coffee');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('leaves a text without special characters as it is', () => {
    expect(escapeText('Advent Carol Service')).toBe('Advent Carol Service');
  });
});

describe('line folding', () => {
  it('leaves a line of 75 octets whole', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds longer lines into pieces of at most 75 octets, each continuation starting with a space', () => {
    const line = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBe(3);
    for (const piece of pieces) expect(octets(piece)).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it('never splits a multi-byte character or an emoji across lines', () => {
    const line = `LOCATION:${'é'.repeat(40)}${'🙏'.repeat(20)}ñ`;
    const folded = foldLine(line);
    for (const piece of folded.split('\r\n')) {
      expect(octets(piece)).toBeLessThanOrEqual(75);
      // Each piece is valid UTF-8 on its own: it survives encoding and decoding unchanged.
      expect(
        new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(piece)),
      ).toBe(piece);
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('date-times', () => {
  it('writes a local date and time, and an instant in UTC', () => {
    expect(localDateTime('2026-12-25', '18:30:00')).toBe('20261225T183000');
    expect(utcDateTime(new Date('2026-12-25T23:30:05.123Z'))).toBe('20261225T233005Z');
  });
});

describe('the VTIMEZONE of a zone', () => {
  it('reads offsets from the platform’s zone data', () => {
    expect(utcOffsetMinutes('America/New_York', Date.UTC(2026, 0, 15))).toBe(-300);
    expect(utcOffsetMinutes('America/New_York', Date.UTC(2026, 6, 15))).toBe(-240);
    expect(utcOffsetMinutes('Asia/Kolkata', Date.UTC(2026, 6, 15))).toBe(330);
    expect(utcOffsetMinutes('UTC', Date.UTC(2026, 6, 15))).toBe(0);
  });

  it('lists New York’s summer time changes at 2:00 local time, with their offsets', () => {
    const text = serialiseCalendar(timeZoneComponent('America/New_York', 2026, 2026));
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/New_York',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20260308T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20261101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'END:STANDARD',
      'END:VTIMEZONE',
      '',
    ]);
  });

  it('has one STANDARD observance for a zone without summer time', () => {
    const text = serialiseCalendar(timeZoneComponent('Asia/Kolkata', 2026, 2027));
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(['BEGIN:STANDARD']);
    expect(text).toContain('TZOFFSETTO:+0530');
  });
});
