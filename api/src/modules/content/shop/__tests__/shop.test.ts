import type { Product } from '@parish/shared-types';
import { buildProductInput } from '@parish/shared-types/testing';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { describeResourceContract } from '../../../../testing/resource-tests';
import { DEMO_PRODUCTS } from '../../../../seed/seed-data';
import { seedDemoData } from '../../../../seed/seed';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../routes';

const product = buildProductInput({ price: 15.5 });

describeResourceContract({
  path: '/api/shop/',
  notFoundMessage: PRODUCT_NOT_FOUND_MESSAGE,
  seeded: { count: 6, first: { title: 'Olive Wood Rosary', price: 12.5 } },
  // Form strings are accepted for the price; dollars come back as a number.
  create: {
    body: { ...product, price: '15.50' },
    shows: { ...product, title_es: null, description_es: null },
  },
  invalid: [
    {
      name: 'an item without any field',
      body: {},
      fields: {
        title: 'Title is required',
        description: 'Description is required',
        price: 'Price is required',
        image: 'Image is required',
      },
    },
    {
      name: 'a price with three decimals',
      body: { ...product, price: 1.234 },
      fields: { price: 'Use at most two decimals' },
    },
    {
      name: 'a price of "free"',
      body: { ...product, price: 'free' },
      fields: { price: 'Must be a number' },
    },
    {
      name: 'a price below 0.50',
      body: { ...product, price: 0.2 },
      fields: { price: 'Must be at least 0.5' },
    },
  ],
  update: { method: 'PUT', body: { ...product, price: 18 }, shows: { price: 18 } },
});

describe('a shop item in Spanish beside the English', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.adminCookie();
  });
  afterAll(() => t?.close());

  it('keeps the Spanish title and description; a blank clears one, one left out is kept', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/shop/',
      headers: { cookie },
      payload: buildProductInput({
        title_es: '  Devocionario parroquial ',
        description_es: 'Oraciones diarias y el ordinario de la Misa, con tapa de tela azul.',
      }),
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json<Product>();
    expect(saved).toMatchObject({
      title: 'Parish Prayer Book',
      title_es: 'Devocionario parroquial',
      description_es: 'Oraciones diarias y el ordinario de la Misa, con tapa de tela azul.',
    });
    const listed = (await t.inject({ method: 'GET', url: '/api/shop/' })).json<Product[]>();
    expect(listed.find((item) => item.id === saved.id)).toEqual(saved);

    const replaced = await t.inject({
      method: 'PUT',
      url: `/api/shop/${saved.id}/`,
      headers: { cookie },
      payload: buildProductInput({ description_es: ' ' }),
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      title_es: 'Devocionario parroquial',
      description_es: null,
      description: saved.description,
    });
  });

  it('refuses a Spanish title over 200 characters, naming the field', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/shop/',
      headers: { cookie },
      payload: buildProductInput({ title_es: 'a'.repeat(201) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ title_es: 'Must be at most 200 characters' });
  });

  it('seeds the demo items with their Spanish', async () => {
    await seedDemoData(t.db, t.config);
    const listed = (await t.inject({ method: 'GET', url: '/api/shop/' })).json<Product[]>();
    expect(listed.find((item) => item.title === 'Olive Wood Rosary')).toMatchObject({
      title_es: 'Rosario de madera de olivo',
    });
    for (const demo of DEMO_PRODUCTS) {
      expect([demo.titleEs, demo.descriptionEs]).not.toContain(undefined);
    }
  });
});
