import type { Ministry } from '@parish/shared-types';
import { buildMinistryInput } from '@parish/shared-types/testing';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { describeResourceContract } from '../../../../testing/resource-tests';
import { DEMO_MINISTRIES } from '../../../../seed/seed-data';
import { seedDemoData } from '../../../../seed/seed';
import { MINISTRY_NOT_FOUND_MESSAGE } from '../routes';

const ministry = buildMinistryInput();

describeResourceContract({
  path: '/api/ministries/',
  notFoundMessage: MINISTRY_NOT_FOUND_MESSAGE,
  seeded: {
    count: 4,
    first: { title: 'Music Ministry', leader: 'Sarah Thompson', location: 'Choir Loft' },
  },
  create: {
    body: ministry,
    shows: { ...ministry, title_es: null, description_es: null, schedule_es: null },
  },
  invalid: [
    {
      name: 'a ministry without any field (all six are required)',
      body: {},
      fields: {
        title: 'Title is required',
        description: 'Description is required',
        image: 'Image is required',
        leader: 'Leader is required',
        schedule: 'Schedule is required',
        location: 'Location is required',
      },
    },
    {
      name: 'a blank schedule',
      body: { ...ministry, schedule: ' ' },
      fields: { schedule: 'Schedule is required' },
    },
    {
      name: 'a title of 201 characters',
      body: { ...ministry, title: 'x'.repeat(201) },
      fields: { title: 'Must be at most 200 characters' },
    },
  ],
  update: {
    method: 'PUT',
    body: { ...ministry, schedule: 'First Sunday of the month', location: 'Church porch' },
    shows: { schedule: 'First Sunday of the month', location: 'Church porch' },
    invalid: [
      {
        name: 'a PUT missing a field',
        body: { ...ministry, leader: undefined },
        fields: { leader: 'Leader is required' },
      },
    ],
  },
});

describe('a ministry in Spanish beside the English', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.adminCookie();
  });
  afterAll(() => t?.close());

  it('keeps the Spanish title, description and schedule; a blank clears one, one left out is kept', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/ministries/',
      headers: { cookie },
      payload: buildMinistryInput({
        title_es: '  Despensa de alimentos ',
        description_es: 'Víveres para los vecinos necesitados.',
        schedule_es: 'Sábados, 9:00 a.m.',
      }),
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json<Ministry>();
    expect(saved).toMatchObject({
      title: 'Food Pantry',
      title_es: 'Despensa de alimentos',
      description_es: 'Víveres para los vecinos necesitados.',
      schedule_es: 'Sábados, 9:00 a.m.',
    });
    const listed = (await t.inject({ method: 'GET', url: '/api/ministries/' })).json<Ministry[]>();
    expect(listed.find((m) => m.id === saved.id)).toEqual(saved);

    const replaced = await t.inject({
      method: 'PUT',
      url: `/api/ministries/${saved.id}/`,
      headers: { cookie },
      payload: buildMinistryInput({ description_es: ' ', schedule_es: 'Sábados, 10:00 a.m.' }),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      title_es: 'Despensa de alimentos',
      description_es: null,
      schedule_es: 'Sábados, 10:00 a.m.',
      description: saved.description,
    });
  });

  it('refuses a Spanish schedule over 200 characters, naming the field', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/ministries/',
      headers: { cookie },
      payload: buildMinistryInput({ schedule_es: 'a'.repeat(201) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ schedule_es: 'Must be at most 200 characters' });
  });

  it('seeds the demo ministries with their Spanish', async () => {
    await seedDemoData(t.db, t.config);
    const listed = (await t.inject({ method: 'GET', url: '/api/ministries/' })).json<Ministry[]>();
    expect(listed.find((m) => m.title === 'Music Ministry')).toMatchObject({
      title_es: 'Ministerio de música',
      schedule_es: 'Ensayos los jueves a las 7:00 p.m.',
    });
    for (const demo of DEMO_MINISTRIES) {
      expect([demo.titleEs, demo.descriptionEs, demo.scheduleEs]).not.toContain(undefined);
    }
  });
});
