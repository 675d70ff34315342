import {
  SCHEDULE_ADDED_HAS_ENTRY_MESSAGE,
  SCHEDULE_EXCEPTION_ENTRY_MESSAGE,
  SCHEDULE_KIND_MESSAGE,
  SCHEDULE_NEW_TIME_MESSAGE,
  SCHEDULE_PLACE_MESSAGE,
  SCHEDULE_START_TIME_MESSAGE,
  SCHEDULE_WEEKDAYS_MESSAGE,
  scheduleEntrySchema,
  scheduleExceptionSchema,
  scheduleRangeSchema,
} from '../schedule';

const sundayMass = {
  kind: 'mass',
  title: '',
  weekdays: ['sun'],
  start_time: '08:00',
  duration_minutes: '60',
  language: 'en',
  place: 'Church',
};

/** Each field's first message, as the form and the API show it. */
function messagesOf(result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('a schedule entry', () => {
  it('keeps its days in the week’s order, once each, its time as HH:MM:SS and a blank title as none', () => {
    const entry = scheduleEntrySchema.parse({ ...sundayMass, weekdays: ['sat', 'sun', 'sat'] });
    expect(entry.weekdays).toEqual(['sun', 'sat']);
    expect(entry.start_time).toBe('08:00:00');
    expect(entry.duration_minutes).toBe(60);
    expect(entry.title).toBeNull();
  });

  it('names each missing or impossible field', () => {
    const result = scheduleEntrySchema.safeParse({
      ...sundayMass,
      kind: 'picnic',
      weekdays: [],
      start_time: '24:30',
      place: ' ',
    });
    expect(messagesOf(result)).toEqual({
      kind: SCHEDULE_KIND_MESSAGE,
      weekdays: SCHEDULE_WEEKDAYS_MESSAGE,
      start_time: 'Use the time format HH:MM',
      place: SCHEDULE_PLACE_MESSAGE,
    });
    expect(messagesOf(scheduleEntrySchema.safeParse({ ...sundayMass, start_time: '' }))).toEqual({
      start_time: SCHEDULE_START_TIME_MESSAGE,
    });
  });
});

describe('a schedule exception', () => {
  it('cancels an entry’s service with the form’s blank fields as none', () => {
    const cancelled = scheduleExceptionSchema.parse({
      change: 'cancelled',
      date: '2026-12-13',
      entry_id: '3',
      start_time: '',
      kind: '',
      duration_minutes: '',
      language: '',
    });
    expect(cancelled).toMatchObject({ entry_id: 3, start_time: null, kind: null, language: null });
  });

  it('asks a moved service for its new time and its service', () => {
    const result = scheduleExceptionSchema.safeParse({
      change: 'moved',
      date: '2026-12-13',
      entry_id: '',
    });
    expect(messagesOf(result)).toEqual({
      entry_id: SCHEDULE_EXCEPTION_ENTRY_MESSAGE,
      start_time: SCHEDULE_NEW_TIME_MESSAGE,
    });
  });

  it('lets an added service stand alone, with what, when and where', () => {
    const result = scheduleExceptionSchema.safeParse({
      change: 'added',
      date: '2026-12-08',
      entry_id: 2,
    });
    expect(messagesOf(result)).toMatchObject({
      entry_id: SCHEDULE_ADDED_HAS_ENTRY_MESSAGE,
      start_time: SCHEDULE_NEW_TIME_MESSAGE,
      kind: SCHEDULE_KIND_MESSAGE,
      place: SCHEDULE_PLACE_MESSAGE,
    });
    const added = scheduleExceptionSchema.parse({
      change: 'added',
      date: '2026-12-08',
      start_time: '19:00',
      kind: 'mass',
      duration_minutes: 60,
      language: 'es',
      place: 'Church',
      note: 'Immaculate Conception',
    });
    expect(added).toMatchObject({ entry_id: null, start_time: '19:00:00', language: 'es' });
  });
});

it('a schedule range asks for 1 to 62 days', () => {
  expect(scheduleRangeSchema.parse({ from: '2026-12-06', days: '7' })).toEqual({
    from: '2026-12-06',
    days: 7,
  });
  expect(scheduleRangeSchema.safeParse({ days: '63' }).success).toBe(false);
  expect(scheduleRangeSchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
});
