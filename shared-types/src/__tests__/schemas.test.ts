import {
  adminCreateSchema,
  adminUpdateSchema,
  bookingInputSchema,
  eventInputSchema,
  loginInputSchema,
  productInputSchema,
  validate,
  videoInputSchema,
} from '../index';

const validEvent = {
  title: 'Advent Lessons and Carols',
  description: 'Readings and music for Advent.',
  date: '2026-12-06',
  time: '18:30',
  location: 'Main Sanctuary',
  price: '12.50',
  max_attendees: '120',
  image: 'https://example.org/carols.jpg',
};

describe('event input', () => {
  it('accepts form strings and normalises them to the stored types', () => {
    const result = validate(eventInputSchema, validEvent);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ price: 12.5, max_attendees: 120, time: '18:30:00' }),
    });
  });

  it.each(['title', 'description', 'date', 'time', 'location', 'price', 'max_attendees', 'image'])(
    'names the missing field "%s" with the spec message',
    (field) => {
      const result = validate(eventInputSchema, { ...validEvent, [field]: '' });
      expect(result).toEqual({ ok: false, errors: { [field]: `Field "${field}" is required` } });
    },
  );

  it('rejects impossible dates, malformed times and sub-cent prices', () => {
    const result = validate(eventInputSchema, {
      ...validEvent,
      date: '2026-02-30',
      time: '25:00',
      price: 1.005,
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(['date', 'price', 'time']);
    }
  });

  it('rejects a number sent as the wrong type', () => {
    const result = validate(eventInputSchema, { ...validEvent, max_attendees: 'many' });
    expect(result).toEqual({ ok: false, errors: { max_attendees: 'Must be a whole number' } });
  });
});

describe('booking input', () => {
  const ticket = { name: 'Ana Ruiz', email: 'ana@example.org', phone_number: '555-0100' };

  it('accepts complete tickets', () => {
    const result = validate(bookingInputSchema, {
      event: 3,
      number_of_tickets: 2,
      payment_method: 'paypal',
      tickets: [ticket, { ...ticket, name: 'Luis Ruiz' }],
    });
    expect(result.ok).toBe(true);
  });

  it('names the ticket that lacks details, counting from 1', () => {
    const result = validate(bookingInputSchema, {
      event: 3,
      number_of_tickets: 2,
      payment_method: 'card',
      tickets: [ticket, { ...ticket, phone_number: ' ' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: { 'tickets.1': 'Please fill in all details for ticket 2.' },
    });
  });

  it('asks for an event when none is chosen', () => {
    const result = validate(bookingInputSchema, {
      event: '',
      number_of_tickets: 1,
      payment_method: 'card',
      tickets: [ticket],
    });
    expect(result).toEqual({ ok: false, errors: { event: 'Please select an event.' } });
  });

  it('refuses zero or fractional ticket counts', () => {
    for (const count of [0, 1.5]) {
      const result = validate(bookingInputSchema, {
        event: 1,
        number_of_tickets: count,
        payment_method: 'card',
        tickets: [],
      });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.errors.number_of_tickets).toMatch(/at least 1/);
    }
  });
});

describe('login input', () => {
  it.each([
    { email: '', password: 'secret-pass' },
    { email: 'admin@example.org', password: '   ' },
    {},
  ])('requires both email and password: %j', (input) => {
    const result = validate(loginInputSchema, input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.values(result.errors)).toContain('Please enter both email and password.');
    }
  });

  it('trims and lower-cases the email', () => {
    const result = validate(loginInputSchema, { email: '  Admin@Example.ORG ', password: 'x' });
    expect(result).toEqual({ ok: true, value: { email: 'admin@example.org', password: 'x' } });
  });
});

describe('admin input', () => {
  it('uses the spec messages on create', () => {
    expect(validate(adminCreateSchema, { email: 'a@b.co', password: 'longenough' })).toEqual({
      ok: false,
      errors: { name: 'All fields are required' },
    });
    expect(
      validate(adminCreateSchema, { email: 'not-an-email', password: 'longenough', name: 'A' }),
    ).toEqual({ ok: false, errors: { email: 'Please enter a valid email address' } });
    expect(validate(adminCreateSchema, { email: 'a@b.co', password: 'short', name: 'A' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 8 characters' },
    });
  });

  it('requires both email and password on edit', () => {
    expect(validate(adminUpdateSchema, { email: 'a@b.co' })).toEqual({
      ok: false,
      errors: { password: 'Both email and password are required' },
    });
  });
});

describe('other entities', () => {
  it('requires a price and image for shop items', () => {
    const result = validate(productInputSchema, { title: 'Rosary', description: 'Olive wood' });
    expect(result).toEqual({
      ok: false,
      errors: { price: 'Price is required', image: 'Image is required' },
    });
  });

  it('accepts only the four video categories', () => {
    const result = validate(videoInputSchema, {
      title: 'Homily',
      youtube_url: 'https://www.youtube.com/watch?v=abc',
      category: 'Cooking',
    });
    expect(result).toEqual({ ok: false, errors: { category: 'All fields are required.' } });
  });
});
