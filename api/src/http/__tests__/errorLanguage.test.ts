import { requestLanguage, translateErrorBody } from '../language';
import { loadSpecMessages } from '@parish/shared-types';
import { createTestApp, type TestApp } from '../../testing/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A course registration with a first name far too long and a bad e-mail. */
const badContact = {
  first_name: 'x'.repeat(101),
  last_name: 'Pérez',
  email: 'not-an-address',
  course: 'theology',
};

describe('the API answers mistakes in the request language', () => {
  it('answers a bad request in English without Accept-Language, exactly as always', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/course-registrations/',
      payload: badContact,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(
      JSON.stringify({
        message: 'Please correct the highlighted fields.',
        fields: {
          first_name: 'Must be at most 100 characters',
          email: 'Please enter a valid email address',
        },
      }),
    );
    expect(response.headers['content-language']).toBeUndefined();
    expect(String(response.headers.vary)).toContain('Accept-Language');
  });

  it('answers the same request in Spanish with Accept-Language: es, the shape and status unchanged', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/course-registrations/',
      payload: badContact,
      headers: { 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Corrija los campos señalados.',
      fields: {
        first_name: 'Debe tener como máximo 100 caracteres',
        email: 'Ingrese un correo electrónico válido',
      },
    });
    expect(response.headers['content-language']).toBe('es');
  });

  it('answers in English for a language the site does not speak', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/course-registrations/',
      payload: { ...badContact, first_name: 'Ana' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(response.json()).toEqual({
      message: 'Please enter a valid email address',
      fields: { email: 'Please enter a valid email address' },
    });
  });

  it('says a not-found answer in Spanish too', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/events/999999/',
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No se encontró el evento' });
  });
});

describe('requestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-US', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr, es;q=0.5', 'es'],
    ['fr, de', 'en'],
    ['es;q=0, en', 'en'],
    ['*', 'en'],
  ])('reads %p as %p', (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });
});

describe('translateErrorBody', () => {
  it('keeps the fields and any other key, and translates values with numbers', async () => {
    await loadSpecMessages('es');
    expect(
      translateErrorBody(
        {
          message: 'Only 2 tickets available.',
          fields: { number_of_tickets: 'Only 2 tickets available.' },
          code: 'x',
        } as never,
        'es',
      ),
    ).toEqual({
      message: 'Solo quedan 2 boletos disponibles.',
      fields: { number_of_tickets: 'Solo quedan 2 boletos disponibles.' },
      code: 'x',
    });
  });
});
