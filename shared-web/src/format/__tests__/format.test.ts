import {
  formatDate,
  formatPrice,
  formatTicketPrice,
  formatTime12h,
  isInFuture,
  todayIsoDate,
} from '@parish/shared-web';

describe('formatting', () => {
  it('shows prices in dollars to two decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice(100)).toBe('$100.00');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('shows dates as US short month, day, year', () => {
    expect(formatDate('2026-12-25')).toBe('Dec 25, 2026');
  });

  it('shows times in 12-hour form with AM/PM', () => {
    expect(formatTime12h('00:05:00')).toBe('12:05 AM');
    expect(formatTime12h('09:00:00')).toBe('9:00 AM');
    expect(formatTime12h('12:00:00')).toBe('12:00 PM');
    expect(formatTime12h('18:30:00')).toBe('6:30 PM');
  });

  it('compares event start with the current moment', () => {
    const now = new Date(2026, 10, 22, 10, 0, 0);
    expect(isInFuture('2026-11-22', '10:30:00', now)).toBe(true);
    expect(isInFuture('2026-11-22', '09:30:00', now)).toBe(false);
    expect(todayIsoDate(now)).toBe('2026-11-22');
  });
});

describe('ticket prices', () => {
  it('calls a price of nothing Free', () => {
    expect(formatTicketPrice(0)).toBe('Free');
    expect(formatTicketPrice(12.5)).toBe('$12.50');
  });
});

describe('formats in Spanish', () => {
  it('writes dates, times and money as a Spanish reader in the United States reads them', () => {
    expect(formatDate('2026-12-25', 'es')).toBe('25 dic 2026');
    expect(formatTime12h('18:30:00', 'es').replace(/\s/g, ' ')).toBe('6:30 p.m.');
    expect(formatPrice(12.5, 'es')).toBe('$12.50');
  });

  it('keeps a calendar date on its day whatever the time zone', () => {
    expect(formatDate('2026-01-01', 'es')).toBe('1 ene 2026');
  });
});
