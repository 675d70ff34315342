/**
 * The office's Spanish beside the English in the parish's details (issue 36):
 * stored, answered to the site, a blank one cleared, a too-long one refused
 * at its field.
 */
import {
  PARISH_DETAILS_DEFAULTS,
  type Announcement,
  type HeroSlideRecord,
  type HistoryEntry,
  type ParishDetails,
} from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { seedParishDetails } from '../seed';

describe('the parish details in Spanish', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    // The day the announcements' dates are counted from.
    const now = new Date('2026-06-10T12:00:00Z');
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

  it('keep the office’s Spanish mission and office hours, answered on the site, a blank one cleared', async () => {
    cookie = await t.adminCookie();
    const statement = await t.inject({
      method: 'PUT',
      url: '/api/parish/statement/1/',
      payload: {
        mission: 'To pray and to serve.',
        vision: 'A home for all.',
        mission_es: '  Orar y servir. ',
        vision_es: '',
      },
      headers: { cookie },
    });
    expect(statement.statusCode).toBe(200);
    expect(statement.json()).toEqual({
      id: 1,
      mission: 'To pray and to serve.',
      vision: 'A home for all.',
      mission_es: 'Orar y servir.',
      vision_es: null,
    });

    const contact = await t.inject({
      method: 'PUT',
      url: '/api/parish/contact/1/',
      payload: { ...PARISH_DETAILS_DEFAULTS.contact, office_hours_es: 'Martes a viernes' },
      headers: { cookie },
    });
    expect(contact.statusCode).toBe(200);

    const shown = (await details()).json<ParishDetails>();
    expect(shown.statement).toMatchObject({ mission_es: 'Orar y servir.', vision_es: null });
    expect(shown.contact.office_hours_es).toBe('Martes a viernes');
    expect(shown.contact.office_hours).toBe(PARISH_DETAILS_DEFAULTS.contact.office_hours);
  });

  it('refuse Spanish longer than its English may be, naming the field', async () => {
    const contact = await t.inject({
      method: 'PUT',
      url: '/api/parish/contact/1/',
      payload: { ...PARISH_DETAILS_DEFAULTS.contact, office_hours_es: 'a'.repeat(201) },
      headers: { cookie },
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().fields).toEqual({ office_hours_es: 'Must be at most 200 characters' });

    const history = await t.inject({
      method: 'POST',
      url: '/api/parish/history/',
      payload: {
        when: '2000',
        title: 'Jubilee',
        text: 'Fifty years.',
        title_es: 'j'.repeat(121),
        position: 5,
      },
      headers: { cookie },
    });
    expect(history.statusCode).toBe(400);
    expect(history.json().fields).toEqual({ title_es: 'Must be at most 120 characters' });

    const slide = await t.inject({
      method: 'POST',
      url: '/api/parish/hero-slides/',
      payload: { caption: 'Vigil', alt: 'Candles', alt_es: 'x'.repeat(301), position: 9 },
      headers: { cookie },
    });
    expect(slide.statusCode).toBe(400);
    expect(slide.json().fields).toEqual({ alt_es: 'Must be at most 300 characters' });
  });

  it('keep a history entry’s, a slide’s and an announcement’s Spanish and answer it to the site', async () => {
    const history = await t.inject({
      method: 'POST',
      url: '/api/parish/history/',
      payload: {
        when: '2026',
        title: 'A new roof',
        text: 'The parish repairs its roof together.',
        title_es: 'Un techo nuevo',
        text_es: 'La parroquia repara su techo entre todos.',
        position: 9,
      },
      headers: { cookie },
    });
    expect(history.statusCode).toBe(201);
    expect(history.json<HistoryEntry>()).toMatchObject({
      title: 'A new roof',
      title_es: 'Un techo nuevo',
      text_es: 'La parroquia repara su techo entre todos.',
    });

    const slide = await t.inject({
      method: 'POST',
      url: '/api/parish/hero-slides/',
      payload: {
        caption: 'Easter Vigil',
        alt: 'Candles lit in the dark church',
        caption_es: 'Vigilia Pascual',
        alt_es: 'Velas encendidas en la iglesia a oscuras',
        image_url: '/api/static/seed/sunday-liturgy.svg',
        position: 9,
      },
      headers: { cookie },
    });
    expect(slide.statusCode).toBe(201);
    expect(slide.json<HeroSlideRecord>()).toMatchObject({
      caption_es: 'Vigilia Pascual',
      alt_es: 'Velas encendidas en la iglesia a oscuras',
    });

    const notice = {
      title: 'Parish picnic',
      text: 'Bring a dish.',
      title_es: 'Picnic parroquial',
      text_es: 'Traiga un platillo.',
      starts_on: '2026-06-01',
      ends_on: '2026-06-30',
    };
    const created = await t.inject({
      method: 'POST',
      url: '/api/parish/announcements/',
      payload: notice,
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<Announcement>();

    const shown = (await details()).json<ParishDetails>();
    expect(shown.history.at(-1)).toMatchObject({ title_es: 'Un techo nuevo' });
    expect(shown.hero_slides.at(-1)).toMatchObject({ caption_es: 'Vigilia Pascual' });
    expect(shown.announcements).toContainEqual({
      title: 'Parish picnic',
      text: 'Bring a dish.',
      title_es: 'Picnic parroquial',
      text_es: 'Traiga un platillo.',
      starts_on: '2026-06-01',
      ends_on: '2026-06-30',
    });

    const cleared = await t.inject({
      method: 'PUT',
      url: `/api/parish/announcements/${id}/`,
      payload: { ...notice, text_es: ' ' },
      headers: { cookie },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ title_es: 'Picnic parroquial', text_es: null });
  });
});
