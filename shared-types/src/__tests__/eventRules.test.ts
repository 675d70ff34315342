import { compareEventStarts, isUpcomingEvent, seatsLeft, type ParishEvent } from '../index';

const event = (id: number, date: string, time: string): ParishEvent => ({
  id,
  title: `Event ${id}`,
  description: '',
  date,
  time,
  location: '',
  price: 0,
  max_attendees: 10,
  registered_attendees: 0,
  image: '/x.svg',
  registrationLink: null,
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
