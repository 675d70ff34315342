import {
  compareEventStarts,
  EVENT_END_BEFORE_START_MESSAGE,
  EVENT_EXCEPTIONS_MESSAGE,
  EVENT_SERIES_BOTH_ENDS_MESSAGE,
  EVENT_SERIES_END_MESSAGE,
  EVENT_SERIES_UNTIL_BEFORE_START_MESSAGE,
  eventInputSchema,
  eventOccurrenceKey,
  eventTimingErrors,
  isUpcomingEvent,
  seatsLeft,
  type ParishEvent,
} from '../index';
import { buildEventInput } from '../testing';

const event = (id: number, date: string, time: string): ParishEvent => ({
  id,
  title: `Event ${id}`,
  description: '',
  title_es: null,
  description_es: null,
  date,
  time,
  location: '',
  price: 0,
  max_attendees: 10,
  registered_attendees: 0,
  image: '/x.svg',
  registrationLink: null,
  end_time: null,
  recurrence: null,
});

describe('event rules', () => {
  it('orders events by date, then time, then id', () => {
    const events = [
      event(3, '2026-12-25', '18:00:00'),
      event(2, '2026-12-24', '23:00:00'),
      event(1, '2026-12-25', '18:00:00'),
      event(4, '2026-12-25', '09:30:00'),
    ];
    expect(events.sort(compareEventStarts).map((e) => e.id)).toEqual([2, 4, 1, 3]);
  });

  it('counts an event dated today as upcoming, whatever its time', () => {
    expect(isUpcomingEvent(event(1, '2026-11-22', '00:00:00'), '2026-11-22')).toBe(true);
    expect(isUpcomingEvent(event(1, '2026-11-21', '23:59:00'), '2026-11-22')).toBe(false);
  });

  it('never reports fewer than zero seats left', () => {
    expect(seatsLeft({ max_attendees: 100, registered_attendees: 30 })).toBe(70);
    expect(seatsLeft({ max_attendees: 10, registered_attendees: 12 })).toBe(0);
  });
});

describe('an event’s end time and repetition', () => {
  const parse = (overrides: Record<string, unknown>) =>
    eventInputSchema.parse(buildEventInput(overrides));

  it('leaves an event without them single and without an end, as before', () => {
    expect(parse({})).toMatchObject({
      end_time: null,
      repeat: 'none',
      repeat_until: null,
      repeat_count: null,
      repeat_exceptions: [],
    });
  });

  it('reads the form’s text: a time, a count, and dates to skip separated any way', () => {
    expect(
      parse({
        end_time: '19:45',
        repeat: 'weekly',
        repeat_count: '8',
        repeat_exceptions: '2099-06-15, 2099-06-08\n2099-06-15',
      }),
    ).toMatchObject({
      end_time: '19:45:00',
      repeat_count: 8,
      repeat_exceptions: ['2099-06-08', '2099-06-15'],
    });
    expect(
      eventInputSchema.safeParse(buildEventInput({ repeat_exceptions: 'next Sunday' })).error
        ?.issues[0]?.message,
    ).toBe(EVENT_EXCEPTIONS_MESSAGE);
  });

  it('refuses a series without an end, with two ends, or ending before it starts, and an end before the start', () => {
    const errors = (overrides: Record<string, unknown>) =>
      eventTimingErrors({ ...parse(overrides) });
    expect(errors({ repeat: 'weekly' })).toEqual({ repeat_until: EVENT_SERIES_END_MESSAGE });
    expect(
      errors({ repeat: 'monthly_weekday', repeat_until: '2099-12-31', repeat_count: 3 }),
    ).toEqual({
      repeat_count: EVENT_SERIES_BOTH_ENDS_MESSAGE,
    });
    expect(errors({ repeat: 'weekly', repeat_until: '2099-05-01' })).toEqual({
      repeat_until: EVENT_SERIES_UNTIL_BEFORE_START_MESSAGE,
    });
    expect(errors({ end_time: '18:30' })).toEqual({ end_time: EVENT_END_BEFORE_START_MESSAGE });
    expect(errors({ repeat: 'weekly', repeat_count: 4, end_time: '20:00' })).toEqual({});
  });

  it('keys each occurrence of a series apart, and a single event by its id', () => {
    const single = event(4, '2099-06-01', '10:00:00');
    expect(eventOccurrenceKey(single)).toBe('4');
    const recurrence = {
      repeat: 'weekly' as const,
      rule: 'FREQ=WEEKLY;COUNT=2;BYDAY=SU',
      starts: '2099-06-07',
      until: null,
      count: 2,
      exceptions: [],
    };
    expect(eventOccurrenceKey({ ...single, date: '2099-06-14', recurrence })).toBe('4-2099-06-14');
  });
});
