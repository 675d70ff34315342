/**
 * Writing iCalendar (RFC 5545) text: escaped values, folded lines, and the
 * VTIMEZONE a TZID needs, worked out from the platform's time zone data
 * (Intl), so no time zone table has to be shipped or kept up to date.
 */

/** RFC 5545 §3.1: a content line is at most 75 octets before its line break. */
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma are
 * escaped, and every kind of line break becomes `\n`.
 */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const utf8 = new TextEncoder();

/**
 * Folds one content line (RFC 5545 §3.1): after 75 octets, a line break and
 * one space, which readers remove. Breaks fall between characters, never
 * inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Continuation lines start with a space, which counts towards their 75.
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const size = utf8.encode(character).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** A property with optional parameters; its value must already be in its type's form. */
export interface Property {
  name: string;
  value: string;
  params?: Record<string, string>;
}

function contentLine({ name, value, params = {} }: Property): string {
  const paramText = Object.entries(params)
    .map(([key, paramValue]) => `;${key}=${paramValue}`)
    .join('');
  return foldLine(`${name}${paramText}:${value}`);
}

/** A component (`VEVENT`, `VTIMEZONE`, …): its properties, then its sub-components. */
export interface Component {
  name: string;
  properties: Property[];
  components?: Component[];
}

function componentLines(component: Component): string[] {
  return [
    `BEGIN:${component.name}`,
    ...component.properties.map(contentLine),
    ...(component.components ?? []).flatMap(componentLines),
    `END:${component.name}`,
  ];
}

/** The whole iCalendar object, every line ending in CRLF as RFC 5545 requires. */
export function serialiseCalendar(calendar: Component): string {
  return componentLines(calendar).join(CRLF) + CRLF;
}

/** `20261225T180000` from a date (`YYYY-MM-DD`) and a time (`HH:MM:SS`): a local DATE-TIME. */
export function localDateTime(date: string, time: string): string {
  return `${date.replace(/-/g, '')}T${time.replace(/:/g, '').slice(0, 6).padEnd(6, '0')}`;
}

/** `20261225T230000Z`: an instant as a UTC DATE-TIME. */
export function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC in `timeZone` at `instant`, from the platform's time zone data. */
export function utcOffsetMinutes(timeZone: string, instant: number): number {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const zoneName =
    formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(zoneName);
  if (!match) return 0; // plain "GMT"
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** `-0500`, `+0530`: a UTC-OFFSET value. */
function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(Math.floor(absolute / 60))}${pad(absolute % 60)}`;
}

interface Transition {
  /** The first instant (ms since the epoch) of the new offset. */
  at: number;
  from: number;
  to: number;
}

const MINUTE = 60_000;
const EARLIEST_ONSET = '19700101T000000';
const DAY = 24 * 60 * MINUTE;

/** The instants in [start, end) where the zone's offset changes, to the minute. */
function offsetTransitions(timeZone: string, start: number, end: number): Transition[] {
  const transitions: Transition[] = [];
  let before = start;
  let offset = utcOffsetMinutes(timeZone, before);
  for (let after = start + DAY; after <= end; after += DAY) {
    const next = utcOffsetMinutes(timeZone, after);
    if (next !== offset) {
      // The change lies in (before, after]: narrow it down to the minute.
      let low = before;
      let high = after;
      while (high - low > MINUTE) {
        const middle = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
        if (utcOffsetMinutes(timeZone, middle) === offset) low = middle;
        else high = middle;
      }
      transitions.push({ at: high, from: offset, to: next });
      offset = next;
    }
    before = after;
  }
  return transitions;
}

/** The local wall-clock time of `instant` at `offset` minutes, as a local DATE-TIME. */
function wallClock(instant: number, offset: number): string {
  const local = new Date(instant + offset * MINUTE).toISOString();
  return localDateTime(local.slice(0, 10), local.slice(11, 19));
}

/**
 * The VTIMEZONE for `timeZone` over the years `fromYear`…`toYear`: the
 * offset in force on 1 January of `fromYear`, then each change in those
 * years (summer time starting or ending) as its own observance. A zone without changes
 * has a single STANDARD observance. Observances with a greater offset than
 * the zone's least are DAYLIGHT.
 */
export function timeZoneComponent(timeZone: string, fromYear: number, toYear: number): Component {
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const initial = utcOffsetMinutes(timeZone, start);
  const transitions = offsetTransitions(timeZone, start, end);
  const standardOffset = Math.min(initial, ...transitions.map((change) => change.to));
  const observance = (onset: string, from: number, to: number): Component => ({
    name: to > standardOffset ? 'DAYLIGHT' : 'STANDARD',
    properties: [
      { name: 'DTSTART', value: onset },
      { name: 'TZOFFSETFROM', value: formatOffset(from) },
      { name: 'TZOFFSETTO', value: formatOffset(to) },
    ],
  });
  return {
    name: 'VTIMEZONE',
    properties: [{ name: 'TZID', value: timeZone }],
    components: [
      // The offset in force before the first change listed (the usual 1970 onset).
      observance(EARLIEST_ONSET, initial, initial),
      // Each change's onset is written in the local time in force just before it.
      ...transitions.map((change) =>
        observance(wallClock(change.at, change.from), change.from, change.to),
      ),
    ],
  };
}
