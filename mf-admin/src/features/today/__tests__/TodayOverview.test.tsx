import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeOverview } from '@parish/shared-types';
import { buildAdmin } from '@parish/shared-types/testing';
import { mockApi } from '@parish/shared-web/testing';
import { expectCurrentSection, findSection } from '../../../testing/dashboard';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { OVERVIEW_REFRESH_MS } from '../api/overview';

const week = { today: '2026-12-05', week_from: '2026-11-29' };
const ownersOverview: OfficeOverview = {
  ...week,
  messages: { form: 2, prayer_request: 1, question: 0 },
  sign_ups: { ministry_interests: 1, course_registrations: 2 },
  events_today: { events: 1, tickets: 12, checked_in: 5 },
  failed_mails: { count: 1 },
  gifts: { count: 3, total_cents: 12550 },
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
  resetSession();
  jest.useRealTimers();
});

/** The card whose count reads `sentence` ('2 prayer requests'). */
const cardOf = async (sentence: string) => {
  const today = await findSection('Today');
  const count = await within(today).findByText(
    (_content, element) => element?.tagName === 'P' && element.textContent === sentence,
  );
  const item = count.closest('li');
  if (!item) throw new Error(`no card for ${sentence}`);
  return within(item);
};

it('opens on Today: what needs attention, counted for the week and the door today', async () => {
  signIn();
  api = mockApi({ 'GET /api/overview/': { status: 200, body: ownersOverview } });
  renderAdmin('/admin');

  await expectCurrentSection('Today');
  expect(
    await screen.findByText(/Counts of the last seven days, since Nov 29, 2026/),
  ).toBeVisible();
  expect(await cardOf('2 messages from the contact form')).toBeTruthy();
  expect(await cardOf('1 prayer request')).toBeTruthy();
  expect(await cardOf('0 questions from the chat')).toBeTruthy();
  expect((await cardOf('3 sign-ups')).getByText('1 for a ministry, 2 for a course')).toBeVisible();
  const door = await cardOf('1 event today');
  expect(door.getByText('12 tickets, 5 checked in')).toBeVisible();
  expect(door.getByRole('link', { name: 'Open the check-in' })).toHaveAttribute(
    'href',
    '/admin/check-in',
  );
  expect(await cardOf('1 mail that failed')).toBeTruthy();
  expect((await cardOf('3 gifts')).getByText('$125.50 in all')).toBeVisible();
});

it('shows only the counts the overview holds for the roles', async () => {
  signIn();
  api = mockApi({
    'GET /api/overview/': { status: 200, body: { ...week, failed_mails: { count: 0 } } },
  });
  renderAdmin('/admin');

  expect(await cardOf('0 mails that failed')).toBeTruthy();
  expect(within(await findSection('Today')).getAllByRole('listitem')).toHaveLength(1);
});

it('opens the list a count links to, filtered as it was counted', async () => {
  signIn();
  api = mockApi({
    'GET /api/overview/': { status: 200, body: ownersOverview },
    'GET /api/contact/?from=2026-11-29&source=prayer_request': {
      status: 200,
      body: [
        {
          id: 4,
          name: 'Visitor (chat assistant)',
          email: '',
          phone_number: '',
          message: 'For my mother.',
          who_is_this_for: 'Prayer request (chat assistant)',
          attachment: null,
          created_at: '2026-12-04T10:00:00.000Z',
        },
      ],
    },
    'GET /api/contact/?from=2026-11-29&source=form': { status: 200, body: [] },
    'GET /api/bookings/': { status: 200, body: [] },
  });
  const { router } = renderAdmin('/admin');

  await userEvent.click(
    (await cardOf('1 prayer request')).getByRole('link', { name: 'Open the prayer requests' }),
  );

  await expectCurrentSection('Contact');
  const contact = await findSection('Contact');
  expect(await within(contact).findByRole('cell', { name: 'For my mother.' })).toBeVisible();
  const filter = within(contact).getByRole('form', { name: 'Filter messages' });
  expect(within(filter).getByRole('combobox', { name: 'Sent through' })).toHaveValue(
    'prayer_request',
  );

  // Back returns to Today; another count opens the same list filtered its own way.
  await act(() => router.navigate(-1));
  await userEvent.click(
    (await cardOf('2 messages from the contact form')).getByRole('link', {
      name: 'Open the messages',
    }),
  );
  expect(
    await within(await findSection('Contact')).findByText('No messages match this filter.'),
  ).toBeVisible();
});

it('asks again in the background, keeping the counts on screen meanwhile', async () => {
  jest.useFakeTimers();
  signIn();
  let calls = 0;
  api = mockApi({
    'GET /api/overview/': () => {
      calls += 1;
      const form = calls === 1 ? 2 : 3;
      return {
        status: 200,
        body: { ...ownersOverview, messages: { form, prayer_request: 0, question: 0 } },
      };
    },
  });
  renderAdmin('/admin');
  expect(await cardOf('2 messages from the contact form')).toBeTruthy();

  await act(async () => {
    jest.advanceTimersByTime(OVERVIEW_REFRESH_MS);
  });

  expect(await cardOf('3 messages from the contact form')).toBeTruthy();
  expect(screen.queryByText("Loading today's overview...")).not.toBeInTheDocument();
});

it('asks again as soon as its browser tab is shown again', async () => {
  signIn();
  let calls = 0;
  api = mockApi({
    'GET /api/overview/': () => {
      calls += 1;
      return {
        status: 200,
        body: { ...week, failed_mails: { count: calls === 1 ? 0 : 2 } },
      };
    },
  });
  renderAdmin('/admin');
  expect(await cardOf('0 mails that failed')).toBeTruthy();

  act(() => {
    // As a browser fires it: at the document, bubbling to the window.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

  expect(await cardOf('2 mails that failed')).toBeTruthy();
});

it('counts the sacrament requests no one has taken up, and opens the queue of new ones', async () => {
  signIn(buildAdmin({ id: 3, roles: ['sacraments'] }));
  api = mockApi({
    'GET /api/overview/': {
      status: 200,
      body: { ...week, failed_mails: { count: 0 }, sacrament_requests: { new: 2 } },
    },
    '*': { status: 200, body: [] },
  });
  renderAdmin('/admin');

  await userEvent.click(
    (await cardOf('2 new sacrament requests')).getByRole('link', {
      name: 'Open the new sacrament requests',
    }),
  );

  await expectCurrentSection('Sacraments');
  const filter = within(await findSection('Sacraments')).getByRole('form', {
    name: 'Choose the requests shown',
  });
  expect(within(filter).getByLabelText(/^Status/)).toHaveValue('new');
  expect(api.requests.map((request) => request.url)).toContain('/api/sacraments/?status=new');
});
