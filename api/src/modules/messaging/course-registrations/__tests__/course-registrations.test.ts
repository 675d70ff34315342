import { COURSE_REQUIRED_MESSAGE, type CourseRegistration } from '@parish/shared-types';
import { buildCourseRegistrationInput } from '@parish/shared-types/testing';
import { courseRegistrations } from '../../tables';
import { createTestApp, type TestApp } from '../../../../testing/app';
import { describeFormRateLimit } from '../../../../testing/public-forms';

const PATH = '/api/course-registrations/';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.adminCookie();
});
afterAll(() => t?.close());

const send = (body: unknown, app: TestApp = t, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: PATH, payload: body as object, remoteAddress });

async function listed(): Promise<CourseRegistration[]> {
  const response = await t.inject({ method: 'GET', url: PATH, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<CourseRegistration[]>();
}

const rowCount = async (app: TestApp = t) =>
  (await app.db.select().from(courseRegistrations)).length;

describe(`POST ${PATH}`, () => {
  it.each(['theology', 'history', 'service'])(
    'registers for %s (201) and shows it to administrators',
    async (course) => {
      const response = await send(
        buildCourseRegistrationInput({ course, first_name: ' Peter ', email: 'Peter@Example.org' }),
      );
      expect(response.statusCode).toBe(201);
      const created = response.json<CourseRegistration>();
      expect(created).toEqual({
        id: expect.any(Number),
        first_name: 'Peter',
        last_name: 'Nguyen',
        email: 'peter@example.org',
        course,
        created_at: expect.any(String),
      });
      expect(await listed()).toContainEqual(created);
    },
  );

  it('refuses blank fields with a 400 naming all four, and stores nothing', async () => {
    const before = await rowCount();
    const response = await send({ first_name: '', last_name: '  ', email: '', course: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      course: COURSE_REQUIRED_MESSAGE,
    });
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['a course not offered', { course: 'astrology' }, 'course', COURSE_REQUIRED_MESSAGE],
    ['a malformed e-mail', { email: 'peter@' }, 'email', 'Please enter a valid email address'],
    ['a number for a name', { last_name: 42 }, 'last_name', 'Last name is required'],
    [
      'a name too long',
      { first_name: 'P'.repeat(101) },
      'first_name',
      'Must be at most 100 characters',
    ],
  ])('refuses %s (400 naming %s)', async (_what, override, field, message) => {
    const before = await rowCount();
    const response = await send(buildCourseRegistrationInput(override));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [field]: message });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body that is not JSON (415) or not an object (400)', async () => {
    const text = await t.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'text/plain' },
      payload: 'first_name=Peter',
    });
    expect(text.statusCode).toBe(415);
    const array = await t.inject({
      method: 'POST',
      url: PATH,
      headers: { 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(array.statusCode).toBe(400);
    expect(array.json().fields).toHaveProperty('body');
  });

  it('keeps HTML as the text it is (the pages show it as text)', async () => {
    const response = await send(buildCourseRegistrationInput({ last_name: '<b>Nguyen</b>' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().last_name).toBe('<b>Nguyen</b>');
  });
});

describe(`GET ${PATH}`, () => {
  it('answers 401 to a visitor', async () => {
    const response = await t.inject({ method: 'GET', url: PATH });
    expect(response.statusCode).toBe(401);
  });

  it('lists registrations newest first', async () => {
    const ids = (await listed()).map((registration) => registration.id);
    expect(ids.length).toBeGreaterThan(1);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});

describeFormRateLimit({
  send: (app, remoteAddress) => send(buildCourseRegistrationInput(), app, remoteAddress),
  count: rowCount,
});
