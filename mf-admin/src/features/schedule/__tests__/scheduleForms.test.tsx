import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SCHEDULE_OVERLAP_MESSAGE } from '@parish/shared-types';
import { mockApi, type MockReply } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { expectCurrentSection } from '../../../testing/dashboard';
import { spanishMass, sundayMass } from './scheduleSamples';

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

function answer(replies: Record<string, MockReply>) {
  mock = mockApi({
    'GET /api/schedule/entries/': { status: 200, body: [spanishMass, sundayMass] },
    'GET /api/schedule/exceptions/': { status: 200, body: [] },
    ...replies,
  });
  return mock.requests;
}
const changes = (requests: { method: string }[]) => requests.filter((r) => r.method !== 'GET');

/** The office adds a Spanish Mass on Saturdays at 6 PM in the church. */
async function addSaturdayMass() {
  const user = userEvent.setup();
  renderAdmin('/admin/schedule/add-service');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Add Weekly Service' }),
  ).toBeVisible();
  await fillSaturdayMass(user);
}

/** Fills the add form with a Spanish Mass on Saturdays at 6 PM in the church, and sends it. */
async function fillSaturdayMass(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^What is celebrated/), 'Mass');
  await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
  // jsdom's time input takes its value whole, as a browser's picker sets it.
  fireEvent.change(screen.getByLabelText(/^Starts at/), { target: { value: '18:00' } });
  await user.type(screen.getByLabelText(/^Duration \(minutes\)/), '60');
  await user.selectOptions(screen.getByLabelText(/^Language/), 'Spanish');
  await user.type(screen.getByLabelText(/^Place(?! \(Spanish\))/), 'Church');
  await user.type(screen.getByLabelText(/^Place \(Spanish\)/), 'Iglesia');
  await user.click(screen.getByRole('button', { name: 'Add Weekly Service' }));
}

it('adds a weekly service: the API gets what the office chose, and the section says so', async () => {
  const requests = answer({
    'POST /api/schedule/entries/': { status: 201, body: { ...spanishMass, id: 9 } },
  });
  await addSaturdayMass();

  expect(await screen.findByText('Weekly service added')).toBeInTheDocument();
  await expectCurrentSection('Mass schedule');
  expect(changes(requests)).toEqual([
    {
      method: 'POST',
      url: '/api/schedule/entries/',
      body: {
        kind: 'mass',
        title: null,
        title_es: null,
        weekdays: ['sat'],
        start_time: '18:00:00',
        duration_minutes: 60,
        language: 'es',
        place: 'Church',
        place_es: 'Iglesia',
        celebrant: null,
        notes: null,
        notes_es: null,
        livestream_url: null,
        featured: false,
      },
    },
  ]);
});

it('adds a weekly service to the church hours when the office ticks "Shown in the church hours"', async () => {
  const requests = answer({
    'POST /api/schedule/entries/': { status: 201, body: { ...spanishMass, id: 9, featured: true } },
  });
  const user = userEvent.setup();
  renderAdmin('/admin/schedule/add-service');
  const featured = await screen.findByRole('checkbox', { name: /^Shown in the church hours/ });
  expect(featured).not.toBeChecked();
  await user.click(featured);
  await fillSaturdayMass(user);

  expect(await screen.findByText('Weekly service added')).toBeInTheDocument();
  expect(changes(requests)).toEqual([
    expect.objectContaining({ body: expect.objectContaining({ featured: true }) }),
  ]);
});

it("shows the API's refusal naming start_time at the Starts at field", async () => {
  answer({
    'POST /api/schedule/entries/': {
      status: 422,
      body: { message: SCHEDULE_OVERLAP_MESSAGE, fields: { start_time: SCHEDULE_OVERLAP_MESSAGE } },
    },
  });
  await addSaturdayMass();

  const startsAt = screen.getByLabelText(/^Starts at/);
  await waitFor(() => expect(startsAt).toHaveAccessibleDescription(SCHEDULE_OVERLAP_MESSAGE));
  expect(startsAt).toHaveAttribute('aria-invalid', 'true');
  // The form stays, with what was typed.
  expect(screen.getByLabelText(/^Place(?! \(Spanish\))/)).toHaveValue('Church');
});

it('cancels one date of a weekly service chosen among the section’s services', async () => {
  const user = userEvent.setup();
  const requests = answer({
    'POST /api/schedule/exceptions/': { status: 201, body: {} },
  });
  renderAdmin('/admin/schedule/add-change');
  expect(await screen.findByRole('heading', { level: 1, name: 'Add Change' })).toBeVisible();

  await user.selectOptions(screen.getByLabelText(/^What changes/), 'Cancelled');
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: '2026-12-13' } });
  const service = screen.getByLabelText(/^Weekly service/);
  // The weekly services, named as the list shows them.
  expect(
    await within(service).findByRole('option', { name: 'Mass, Sun, 8:00 AM, Chapel' }),
  ).toBeInTheDocument();
  expect(
    within(service).getByRole('option', { name: 'Mass, Sun, Sat, 6:00 PM, Church' }),
  ).toBeInTheDocument();
  await user.selectOptions(service, 'Mass, Sun, 8:00 AM, Chapel');
  await user.type(screen.getByLabelText(/^Note(?! \(Spanish\))/), 'Parish retreat');
  await user.click(screen.getByRole('button', { name: 'Add Change' }));

  expect(await screen.findByText('Change added')).toBeInTheDocument();
  expect(changes(requests)).toEqual([
    {
      method: 'POST',
      url: '/api/schedule/exceptions/',
      body: {
        change: 'cancelled',
        date: '2026-12-13',
        entry_id: 4,
        start_time: null,
        kind: null,
        title: null,
        title_es: null,
        duration_minutes: null,
        language: null,
        place: null,
        place_es: null,
        note: 'Parish retreat',
        note_es: null,
      },
    },
  ]);
});
