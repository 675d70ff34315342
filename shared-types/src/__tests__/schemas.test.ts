import {
  adminCreateSchema,
  adminUpdateSchema,
  bookingInputSchema,
  eventInputSchema,
  isOmittedWhenBlank,
  isRequiredField,
  leaderEditSchema,
  leaderPatchSchema,
  PHOTO_REQUIRED_MESSAGE,
  PHOTO_WRONG_TYPE_MESSAGE,
  photoUploadSchema,
  schemaFieldNames,
  loginInputSchema,
  PASSWORD_TOO_LONG_MESSAGE,
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

  it('ignores total_price whatever its type: the server computes the total', () => {
    for (const total_price of ['20.00', 20, null, { amount: 20 }, [20], true]) {
      const result = validate(bookingInputSchema, {
        event: 3,
        number_of_tickets: 1,
        total_price,
        payment_method: 'card',
        tickets: [ticket],
      });
      expect(result.ok).toBe(true);
    }
  });

  it('takes a null or missing ticket detail as an empty one, with the spec message', () => {
    for (const blank of [
      { ...ticket, name: null },
      { ...ticket, email: null },
      { name: 'Bo', email: 'bo@example.org' },
      { ...ticket, phone_number: 5550100 },
      null,
    ]) {
      const result = validate(bookingInputSchema, {
        event: 3,
        number_of_tickets: 2,
        payment_method: 'card',
        tickets: [ticket, blank],
      });
      expect(result).toEqual({
        ok: false,
        errors: { 'tickets.1': 'Please fill in all details for ticket 2.' },
      });
    }
  });

  it('names every bad field in one answer, the tickets’ included', () => {
    const result = validate(bookingInputSchema, {
      event: '',
      number_of_tickets: 1.5,
      payment_method: 'cash',
      tickets: [ticket, { ...ticket, name: '' }, { ...ticket, email: 'ana-at-example' }],
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        event: 'Please select an event.',
        number_of_tickets: 'Number of tickets must be a whole number of at least 1.',
        payment_method: 'Choose card or PayPal.',
        'tickets.1': 'Please fill in all details for ticket 2.',
        'tickets.2.email': 'Please enter a valid email address for ticket 3.',
      },
    });
    // A count the tickets do not match is named beside the others too.
    expect(
      validate(bookingInputSchema, {
        event: 3,
        number_of_tickets: 3,
        payment_method: 'cash',
        tickets: [ticket, { ...ticket, phone_number: '' }],
      }),
    ).toEqual({
      ok: false,
      errors: {
        payment_method: 'Choose card or PayPal.',
        tickets: 'Enter details for exactly 3 ticket(s).',
        'tickets.1': 'Please fill in all details for ticket 2.',
      },
    });
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

  it('counts the 72-byte limit of bcrypt in UTF-8 bytes, not characters', () => {
    const admin = { email: 'a@b.co', name: 'A' };
    expect(validate(adminCreateSchema, { ...admin, password: 'a'.repeat(72) }).ok).toBe(true);
    // 37 characters, 74 bytes: bcrypt would have ignored the last character.
    for (const password of ['é'.repeat(37), 'a'.repeat(73), `${'a'.repeat(70)}😀`]) {
      expect(validate(adminCreateSchema, { ...admin, password })).toEqual({
        ok: false,
        errors: { password: PASSWORD_TOO_LONG_MESSAGE },
      });
      expect(validate(adminUpdateSchema, { email: 'a@b.co', password }).ok).toBe(false);
    }
    expect(validate(adminCreateSchema, { ...admin, password: 'é'.repeat(36) }).ok).toBe(true);
  });

  it('requires both email and password on edit', () => {
    expect(validate(adminUpdateSchema, { email: 'a@b.co' })).toEqual({
      ok: false,
      errors: { password: 'Both email and password are required' },
    });
  });
});

describe('leader edit', () => {
  it('may leave fields out, but not empty or null the required ones (spec section 5)', () => {
    expect(validate(leaderPatchSchema, { title: 'Pastoral Associate' })).toEqual({
      ok: true,
      value: { title: 'Pastoral Associate' },
    });
    expect(
      validate(leaderPatchSchema, { name: '', title: null, bio: ' ', contact_email: null }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        title: 'Title is required',
        bio: 'Bio is required',
        contact_email: 'Contact email is required',
      },
    });
    expect(validate(leaderPatchSchema, { contact_email: '' })).toEqual({
      ok: false,
      errors: { contact_email: 'Contact email is required' },
    });
  });
});

describe('leader edit form', () => {
  it('requires name, title, bio and contact e-mail but lets the image stay as it is', () => {
    const leader = {
      name: 'Fr. Thomas Reyes',
      title: 'Pastor',
      bio: 'Serves the parish.',
      contact_email: 'pastor@holytrinity.example',
    };
    expect(validate(leaderEditSchema, leader)).toEqual({
      ok: true,
      value: { ...leader, facebook: null, twitter: null },
    });
    expect(validate(leaderEditSchema, { ...leader, name: '' })).toEqual({
      ok: false,
      errors: { name: 'Name is required' },
    });
    expect(isRequiredField(leaderEditSchema, 'image')).toBe(false);
    expect(isRequiredField(leaderEditSchema, 'name')).toBe(true);
  });

  it('is a subset of what the API accepts as a leader patch', () => {
    const edit = validate(leaderEditSchema, {
      name: 'Ana Ruiz',
      title: 'Deacon',
      bio: 'Leads the food pantry.',
      contact_email: 'ana@holytrinity.example',
      image: '/api/static/seed/leader-deacon.svg',
    });
    expect(edit.ok && validate(leaderPatchSchema, edit.value).ok).toBe(true);
  });
});

describe('form helpers', () => {
  it('lists an object schema’s field names in their declared order', () => {
    expect(schemaFieldNames(adminUpdateSchema)).toEqual(['email', 'password']);
    expect(schemaFieldNames(photoUploadSchema)).toEqual(['file']);
  });

  it('leaves out only a blank field the schema accepts missing but not blank', () => {
    expect(isOmittedWhenBlank(leaderEditSchema, 'image')).toBe(true);
    // Blank clears an optional link (null), and a required field stays an error.
    expect(isOmittedWhenBlank(leaderEditSchema, 'facebook')).toBe(false);
    expect(isOmittedWhenBlank(leaderEditSchema, 'name')).toBe(false);
    expect(isOmittedWhenBlank(leaderEditSchema, 'no_such_field')).toBe(false);
  });
});

describe('photo upload', () => {
  const picture = (type: string, bytes = 'GIF89a') => new Blob([bytes], { type });

  it('asks for a photo when none is chosen, or the file is empty', () => {
    for (const file of [null, undefined, new Blob([], { type: 'image/png' })]) {
      expect(validate(photoUploadSchema, { file })).toEqual({
        ok: false,
        errors: { file: PHOTO_REQUIRED_MESSAGE },
      });
    }
  });

  it('takes JPEG, PNG, GIF and WebP pictures and refuses any other file', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(validate(photoUploadSchema, { file: picture(type) }).ok).toBe(true);
    }
    for (const type of ['image/svg+xml', 'text/html', 'application/pdf', '']) {
      expect(validate(photoUploadSchema, { file: picture(type) })).toEqual({
        ok: false,
        errors: { file: PHOTO_WRONG_TYPE_MESSAGE },
      });
    }
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
