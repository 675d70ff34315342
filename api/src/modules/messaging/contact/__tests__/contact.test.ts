import { CHAT_EMPTY_MESSAGES, type ContactMessage } from '@parish/shared-types';
import { contactMessages } from '../../tables';
import { createTestApp, type TestApp } from '../../../../testing/app';
import {
  failInsertsInto,
  filePart,
  storedKeys,
  HTML_BYTES,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  type FormPart,
} from '../../../../testing/uploads';
import { describeFormRateLimit } from '../../../../testing/public-forms';
import { CHAT_SENDER_NAME } from '../service';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

const FIELDS = {
  name: 'Mary Smith',
  email: 'Mary@Example.org',
  phone_number: '555-0100',
  message: 'Could someone call me about baptism classes?',
  who_is_this_for: 'Parish office',
};

function textParts(fields: Record<string, string>): FormPart[] {
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

function sendContact(parts: FormPart[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  return t.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function messages(): Promise<ContactMessage[]> {
  const response = await t.inject({ method: 'GET', url: '/api/contact/', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<ContactMessage[]>();
}

async function rowCount() {
  return (await t.db.select().from(contactMessages)).length;
}

describe('POST /api/contact/', () => {
  it('stores a message sent as multipart (201) and shows it to administrators', async () => {
    const response = await sendContact(textParts(FIELDS));
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toEqual({ id: expect.any(Number), received_at: expect.any(String) });

    const stored = (await messages()).find((message) => message.id === receipt.id);
    expect(stored).toEqual({
      id: receipt.id,
      name: 'Mary Smith',
      email: 'mary@example.org',
      phone_number: '555-0100',
      message: FIELDS.message,
      who_is_this_for: 'Parish office',
      attachment: null,
      created_at: receipt.received_at,
    });
  });

  it('takes phone and destination as optional', async () => {
    const { phone_number: _p, who_is_this_for: _w, ...required } = FIELDS;
    const response = await sendContact(textParts(required));
    expect(response.statusCode).toBe(201);
    const stored = (await messages()).find((message) => message.id === response.json().id);
    expect(stored).toMatchObject({ phone_number: '', who_is_this_for: '' });
  });

  it('names every missing required field', async () => {
    const response = await sendContact(textParts({ phone_number: '555' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
  });

  it('refuses an invalid e-mail address', async () => {
    const response = await sendContact(textParts({ ...FIELDS, email: 'mary-at-example' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('answers a JSON body with 415', async () => {
    const response = await t.inject({ method: 'POST', url: '/api/contact/', payload: FIELDS });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Send the form as multipart/form-data.');
  });

  it('refuses a form posted from another site (403) but accepts the site and same-origin', async () => {
    const before = await rowCount();
    const foreign = await sendContact(textParts(FIELDS), { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await rowCount()).toBe(before);

    const site = await sendContact(textParts(FIELDS), { origin: t.config.corsOrigins[0] ?? '' });
    expect(site.statusCode).toBe(201);
    const sameOrigin = await sendContact(textParts(FIELDS), {
      origin: 'http://api.parish.example',
      host: 'api.parish.example',
    });
    expect(sameOrigin.statusCode).toBe(201);
  });

  describe('attachments', () => {
    it('keeps a PDF, which administrators download as an attachment', async () => {
      const response = await sendContact([
        ...textParts(FIELDS),
        filePart('attachment', PDF_BYTES, 'letter.pdf', 'application/pdf'),
      ]);
      expect(response.statusCode).toBe(201);
      const stored = (await messages()).find((message) => message.id === response.json().id);
      expect(stored?.attachment).toMatch(/^\/api\/contact\/attachments\/[\w-]{22}\.pdf$/);

      const download = await t.inject({
        method: 'GET',
        url: stored?.attachment ?? '',
        headers: { cookie },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
      });
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);

      const visitor = await t.inject({ method: 'GET', url: stored?.attachment ?? '' });
      expect(visitor.statusCode).toBe(401);
    });

    it('shows an image attachment inline', async () => {
      const response = await sendContact([
        ...textParts(FIELDS),
        filePart('attachment', PNG_BYTES, 'me.png', 'image/png'),
      ]);
      const stored = (await messages()).find((message) => message.id === response.json().id);
      const image = await t.inject({
        method: 'GET',
        url: stored?.attachment ?? '',
        headers: { cookie },
      });
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['content-disposition']).toBeUndefined();
    });

    it('treats an empty file part (nothing chosen) as no attachment', async () => {
      const response = await sendContact([
        ...textParts(FIELDS),
        filePart('attachment', Buffer.alloc(0), '', 'application/octet-stream'),
      ]);
      expect(response.statusCode).toBe(201);
    });

    it('answers 404 for an unknown attachment', async () => {
      for (const name of ['AAAAAAAAAAAAAAAAAAAAAA.pdf', '..%2F..%2Fpackage.json', 'x']) {
        const response = await t.inject({
          method: 'GET',
          url: `/api/contact/attachments/${name}`,
          headers: { cookie },
        });
        expect(response.statusCode).toBe(404);
      }
    });

    describe('leaves no file and no message behind when', () => {
      let rowsBefore: number;
      let filesBefore: string[];
      beforeEach(async () => {
        rowsBefore = await rowCount();
        filesBefore = await storedKeys(t.db);
      });
      afterEach(async () => {
        expect(await storedKeys(t.db)).toEqual(filesBefore);
        expect(await rowCount()).toBe(rowsBefore);
      });

      it('the attachment is not a PDF or image, whatever its name says (415)', async () => {
        const response = await sendContact([
          ...textParts(FIELDS),
          filePart('attachment', HTML_BYTES, 'letter.pdf', 'application/pdf'),
        ]);
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          message: 'Please choose a JPEG, PNG, GIF, WebP or PDF file.',
          fields: { attachment: 'Please choose a JPEG, PNG, GIF, WebP or PDF file.' },
        });
      });

      it('the attachment is too large (413)', async () => {
        const big = Buffer.concat([PDF_BYTES, Buffer.alloc(t.config.uploads.maxBytes)]);
        const response = await sendContact([
          ...textParts(FIELDS),
          filePart('attachment', big, 'big.pdf', 'application/pdf'),
        ]);
        expect(response.statusCode).toBe(413);
        expect(response.json().fields).toEqual({
          attachment: 'The file is too large (at most 0.1 MB).',
        });
      });

      it('a field is invalid although the attachment is fine (400)', async () => {
        const response = await sendContact([
          ...textParts({ ...FIELDS, message: '' }),
          filePart('attachment', PDF_BYTES, 'letter.pdf', 'application/pdf'),
        ]);
        expect(response.statusCode).toBe(400);
        expect(response.json().fields).toEqual({ message: 'Message is required' });
      });

      it('the message cannot be written (the stored file is removed again)', async () => {
        const restore = await failInsertsInto(t.db, 'contact_messages');
        try {
          const response = await sendContact([
            ...textParts(FIELDS),
            filePart('attachment', PDF_BYTES, 'letter.pdf', 'application/pdf'),
          ]);
          expect(response.statusCode).toBe(500);
        } finally {
          await restore();
        }
      });

      it('the body is not valid multipart (400)', async () => {
        const response = await t.inject({
          method: 'POST',
          url: '/api/contact/',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nMary',
        });
        expect(response.statusCode).toBe(400);
      });
    });
  });
});

describe('POST /api/contact/chat/', () => {
  const chat = (payload: object) =>
    t.inject({ method: 'POST', url: '/api/contact/chat/', payload });

  it.each([
    ['prayer_request', 'Prayer request (chat assistant)'],
    ['question', 'Question (chat assistant)'],
  ])('stores a %s as a contact message from the chat assistant', async (topic, destination) => {
    const response = await chat({ topic, message: '  For my family.  ' });
    expect(response.statusCode).toBe(201);
    const stored = (await messages()).find((message) => message.id === response.json().id);
    expect(stored).toMatchObject({
      name: CHAT_SENDER_NAME,
      email: '',
      message: 'For my family.',
      who_is_this_for: destination,
      attachment: null,
    });
  });

  it.each(['prayer_request', 'question'] as const)(
    'asks for the %s text with the spec message',
    async (topic) => {
      const response = await chat({ topic, message: '   ' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: CHAT_EMPTY_MESSAGES[topic],
        fields: { message: CHAT_EMPTY_MESSAGES[topic] },
      });
    },
  );

  it('refuses an unknown topic', async () => {
    const response = await chat({ topic: 'gossip', message: 'Hello' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('topic');
  });
});

describe('GET /api/contact/', () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/contact/' });
    expect(response.statusCode).toBe(401);
  });

  it('lists messages newest first', async () => {
    const list = await messages();
    const ids = list.map((message) => message.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describe('POST /api/contact/', () => {
  describeFormRateLimit({
    send: (app, remoteAddress) => {
      const body = multipartBody(textParts(FIELDS));
      return app.inject({
        method: 'POST',
        url: '/api/contact/',
        payload: body.payload,
        headers: body.headers,
        remoteAddress,
      });
    },
    count: async (app) => (await app.db.select().from(contactMessages)).length,
  });
});
