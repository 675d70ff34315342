import { screen } from '@testing-library/react';
import { buildCourseRegistration, buildMinistryInterest } from '@parish/shared-types/testing';
import { mockApi } from '@parish/shared-web/testing';
import { toCsv } from '../../../resources/lib/csv';
import { readTable, renderResourceList } from '../../../testing/resourceList';
import { courseRegistrationsResource } from '../lib/courseRegistrationsResource';
import { ministryInterestsResource } from '../lib/ministryInterestsResource';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

it("lists ministry interests with the ministry's title, leaving out what was not given", async () => {
  const choir = buildMinistryInterest({
    id: 2,
    name: 'Joan Rivera',
    ministry_title: 'Music Ministry',
  });
  const pantry = buildMinistryInterest({
    id: 1,
    name: 'Ruth Adeyemi',
    email: 'ruth@example.org',
    phone: null,
    // The ministry was deleted since; the title it had is kept.
    ministry: null,
    ministry_title: 'Food Pantry',
    message: null,
  });
  api = mockApi({ 'GET /api/ministry-interests/': { status: 200, body: [choir, pantry] } });
  renderResourceList(ministryInterestsResource);

  const { headers, rows } = await readTable('Ministry interests');
  expect(headers).toEqual(['Name', 'Email', 'Phone', 'Ministry', 'Message', 'Received']);
  expect(rows.map((cells) => cells.slice(0, 5))).toEqual([
    [
      'Joan Rivera',
      'joan@example.org',
      '555-0123',
      'Music Ministry',
      'I sang in a choir for years and would love to again.',
    ],
    ['Ruth Adeyemi', 'ruth@example.org', '', 'Food Pantry', ''],
  ]);
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
});

it('lists course registrations with each course by its title, and exports them so', async () => {
  const registrations = [
    buildCourseRegistration({ first_name: 'Peter', last_name: 'Nguyen', course: 'history' }),
    buildCourseRegistration({
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'ana@example.org',
      course: 'theology',
    }),
  ];
  api = mockApi({ 'GET /api/course-registrations/': { status: 200, body: registrations } });
  renderResourceList(courseRegistrationsResource);

  const { headers, rows } = await readTable('Course registrations');
  expect(headers).toEqual(['First name', 'Last name', 'Email', 'Course', 'Registered']);
  expect(rows.map((cells) => cells.slice(0, 4))).toEqual([
    ['Peter', 'Nguyen', 'peter@example.org', 'History of the Early Church'],
    ['Ana', 'Silva', 'ana@example.org', 'Intro to Catholic Theology'],
  ]);
  expect(toCsv(courseRegistrationsResource.columns, registrations).split('\r\n')[2]).toBe(
    'Ana,Silva,ana@example.org,Intro to Catholic Theology,2026-11-22T16:05:00.000Z',
  );
});
