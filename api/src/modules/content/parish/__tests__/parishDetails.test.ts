import {
  ANNOUNCEMENT_ENDS_BEFORE_START_MESSAGE,
  PARISH_DETAILS_DEFAULTS,
  PARISH_EMAIL_INVALID_MESSAGE,
  PARISH_PHONE_INVALID_MESSAGE,
  HISTORY_ENTRY_NOT_FOUND_MESSAGE,
  HISTORY_REQUIRED_MESSAGE,
  SLIDE_IMAGE_REQUIRED_MESSAGE,
  SLIDE_IMAGE_WRONG_TYPE_MESSAGE,
  type HeroSlideRecord,
  type ParishDetails,
} from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { describeResourceContract } from '../../../../testing/resource-tests';
import {
  filePart,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  storedKeys,
} from '../../../../testing/uploads';
import { DEMO_PARISH_DETAILS, seedParishDetails } from '../seed';

describeResourceContract({
  path: '/api/parish/history/',
  notFoundMessage: HISTORY_ENTRY_NOT_FOUND_MESSAGE,
  seeded: { count: 0, first: {} },
  order: (a, b) => Number(a.position) - Number(b.position) || Number(a.id) - Number(b.id),
  create: {
    body: { when: '2000', title: 'Our jubilee', text: 'Fifty years.', position: 3 },
    shows: {
      when: '2000',
      title: 'Our jubilee',
      text: 'Fifty years.',
      title_es: null,
      text_es: null,
      position: 3,
    },
  },
  invalid: [
    {
      name: 'an entry without its title',
      body: { when: '2000', title: ' ', text: 'Fifty years.', position: 3 },
      fields: { title: HISTORY_REQUIRED_MESSAGE },
    },
  ],
  update: {
    method: 'PUT',
    body: { when: '2001', title: 'Our jubilee', text: 'Fifty years.', position: 4 },
    shows: { when: '2001', position: 4 },
  },
});

describe('the parish details', () => {
  let t: TestApp;
  let cookie: string;
  let now = new Date('2026-06-10T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({ parishDetailsMaxAgeSeconds: 45 }, { clock: () => now });
    await seedParishDetails(t.db);
    cookie = await t.adminCookie();
  });
  afterAll(() => t.close());

  const details = async () => {
    const response = await t.inject({ method: 'GET', url: '/api/parish/' });
    expect(response.statusCode).toBe(200);
    return response;
  };

  it("are today's site's once seeded, public and cacheable for the configured time", async () => {
    const response = await details();
    expect(response.headers['cache-control']).toBe('public, max-age=45');
    expect(response.json()).toEqual(DEMO_PARISH_DETAILS);
  });

  it('are seeded with the English of the compiled details and the demo’s Spanish beside it', async () => {
    const shown = (await details()).json<ParishDetails>();
    expect(shown.contact).toEqual({
      ...PARISH_DETAILS_DEFAULTS.contact,
      office_hours_es: 'De lunes a viernes, de 9:00 a.m. a 4:00 p.m.',
    });
    expect(shown.history[0]).toMatchObject({
      title: 'Our founding',
      title_es: 'Nuestra fundación',
    });
    expect(shown.hero_slides[1]).toMatchObject({
      caption: 'The parish choir in concert',
      caption_es: 'El coro parroquial en concierto',
      alt_es: 'El coro parroquial en concierto',
    });
  });

  it('no longer answer service times: the church hours are the schedule’s (issue 38)', async () => {
    expect((await details()).json()).not.toHaveProperty('service_times');
    const old = await t.inject({ method: 'GET', url: '/api/parish/service-times/' });
    expect(old.statusCode).toBe(404);
    const write = await t.inject({
      method: 'POST',
      url: '/api/parish/service-times/',
      payload: { label: 'Sunday Worship', time: '9:30 AM', position: 0 },
      headers: { cookie },
    });
    expect(write.statusCode).toBe(404);
  });

  it('change the contact and statement as a whole, with a message at each bad field', async () => {
    const contact = { ...PARISH_DETAILS_DEFAULTS.contact, phone: '12', email: 'office@' };
    const refused = await t.inject({
      method: 'PUT',
      url: '/api/parish/contact/1/',
      payload: contact,
      headers: { cookie },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: { phone: PARISH_PHONE_INVALID_MESSAGE, email: PARISH_EMAIL_INVALID_MESSAGE },
    });

    const saved = await t.inject({
      method: 'PUT',
      url: '/api/parish/contact/1/',
      payload: { ...PARISH_DETAILS_DEFAULTS.contact, address: '9 Chapel Lane, Springfield' },
      headers: { cookie },
    });
    expect(saved.statusCode).toBe(200);
    const statement = await t.inject({
      method: 'PUT',
      url: '/api/parish/statement/1/',
      payload: { mission: 'To pray and to serve.', vision: 'A home for all.' },
      headers: { cookie },
    });
    expect(statement.statusCode).toBe(200);

    const shown = (await details()).json<ParishDetails>();
    expect(shown.contact.address).toBe('9 Chapel Lane, Springfield');
    expect(shown.contact.phone).toBe(PARISH_DETAILS_DEFAULTS.contact.phone);
    expect(shown.statement).toEqual({
      mission: 'To pray and to serve.',
      vision: 'A home for all.',
      mission_es: DEMO_PARISH_DETAILS.statement.mission_es,
      vision_es: DEMO_PARISH_DETAILS.statement.vision_es,
    });
  });

  it('are one record each, id 1, as the dashboard lists and edits them', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/parish/statement/' });
    expect(list.json()).toEqual([
      {
        id: 1,
        mission: 'To pray and to serve.',
        vision: 'A home for all.',
        mission_es: DEMO_PARISH_DETAILS.statement.mission_es,
        vision_es: DEMO_PARISH_DETAILS.statement.vision_es,
      },
    ]);
    const other = await t.inject({
      method: 'PUT',
      url: '/api/parish/statement/2/',
      payload: { mission: 'x', vision: 'y' },
      headers: { cookie },
    });
    expect(other.statusCode).toBe(404);
    expect((await t.inject({ method: 'GET', url: '/api/parish/contact/1/' })).json()).toMatchObject(
      {
        id: 1,
        address: '9 Chapel Lane, Springfield',
      },
    );
  });

  it('are changed by administrators only', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: '/api/parish/statement/1/',
      payload: { mission: 'x', vision: 'y' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('show an announcement only from its start date to its end date', async () => {
    const backwards = await t.inject({
      method: 'POST',
      url: '/api/parish/announcements/',
      payload: {
        title: 'Picnic',
        text: 'After Mass.',
        starts_on: '2026-06-20',
        ends_on: '2026-06-12',
      },
      headers: { cookie },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      fields: { ends_on: ANNOUNCEMENT_ENDS_BEFORE_START_MESSAGE },
    });

    const created = await t.inject({
      method: 'POST',
      url: '/api/parish/announcements/',
      payload: {
        title: 'Picnic',
        text: 'After Mass.',
        starts_on: '2026-06-12',
        ends_on: '2026-06-14',
      },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);

    const titlesOn = async (moment: string) => {
      now = new Date(moment);
      return (await details()).json<ParishDetails>().announcements.map((notice) => notice.title);
    };
    expect(await titlesOn('2026-06-11T23:00:00Z')).toEqual([]);
    expect(await titlesOn('2026-06-12T00:00:00Z')).toEqual(['Picnic']);
    expect(await titlesOn('2026-06-14T23:59:00Z')).toEqual(['Picnic']);
    expect(await titlesOn('2026-06-15T00:00:00Z')).toEqual([]);
  });

  it('take a slide image through the storage, serve it, and show the slide with it', async () => {
    // The clock moved days on above: that session idled out.
    cookie = await t.adminCookie();
    const created = await t.inject({
      method: 'POST',
      url: '/api/parish/hero-slides/',
      payload: {
        caption: 'Easter Vigil',
        alt: 'Candles lit in the dark church',
        image_url: '',
        position: 9,
      },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const slide = created.json<HeroSlideRecord>();
    // Without a picture yet, the site does not show it.
    expect((await details()).json<ParishDetails>().hero_slides.map((s) => s.caption)).not.toContain(
      'Easter Vigil',
    );

    const upload = (bytes: Buffer, name: string, type: string) => {
      const { payload, headers } = multipartBody([filePart('file', bytes, name, type)]);
      return t.inject({
        method: 'POST',
        url: `/api/parish/hero-slides/${slide.id}/image/`,
        payload,
        headers: { ...headers, cookie, origin: 'http://localhost:3000' },
      });
    };
    // A form sent without choosing a file still has the part, empty.
    const none = await upload(Buffer.alloc(0), '', 'application/octet-stream');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ fields: { file: SLIDE_IMAGE_REQUIRED_MESSAGE } });
    const wrong = await upload(PDF_BYTES, 'vigil.png', 'image/png');
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toMatchObject({ fields: { file: SLIDE_IMAGE_WRONG_TYPE_MESSAGE } });

    const uploaded = await upload(PNG_BYTES, 'vigil.png', 'image/png');
    expect(uploaded.statusCode).toBe(200);
    const { image } = uploaded.json<HeroSlideRecord>();
    expect(image).toMatch(/^\/api\/uploads\/slides\/[A-Za-z0-9_-]{22}\.png$/);
    const file = await t.inject({ method: 'GET', url: image ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(PNG_BYTES);

    const shown = (await details()).json<ParishDetails>().hero_slides.at(-1);
    expect(shown).toEqual({
      image,
      caption: 'Easter Vigil',
      alt: 'Candles lit in the dark church',
      caption_es: null,
      alt_es: null,
    });

    const key = `slides/${image?.split('/').pop()}`;
    expect(await storedKeys(t.db)).toContain(key);
    const deleted = await t.inject({
      method: 'DELETE',
      url: `/api/parish/hero-slides/${slide.id}/`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedKeys(t.db)).not.toContain(key);
  });
});
