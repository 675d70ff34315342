import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildEvent } from '@parish/shared-types/testing';
import { mockApi } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { expectCurrentSection } from '../../../testing/dashboard';

const carols = buildEvent({
  id: 7,
  title: 'Advent Carols',
  title_es: 'Villancicos de Adviento',
  time: '18:30:00',
  price: 12.5,
});

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

function answer() {
  mock = mockApi({
    'GET /api/events/?series=1': { status: 200, body: [carols] },
    'GET /api/events/7/': { status: 200, body: carols },
    'PATCH /api/events/7/': { status: 200, body: carols },
  });
  return mock.requests;
}

describe('the event edit form', () => {
  it("returns to the Events tab saying 'No event ID provided.' without an id in navigation state", async () => {
    answer();
    renderAdmin('/admin/Edit-event');

    expect(await screen.findByRole('alert')).toHaveTextContent('No event ID provided.');
    await expectCurrentSection('Events');
  });

  it.each(['/admin/Edit-event', '/admin/edit-event'])(
    'opens at %s with the id in navigation state, filled in from the event',
    async (pathname) => {
      answer();
      renderAdmin({ pathname, state: { id: 7 } });

      expect(await screen.findByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Advent Carols');
      expect(screen.getByLabelText(/^Time/)).toHaveValue('18:30');
      expect(screen.getByRole('textbox', { name: /^Price/ })).toHaveValue('12.50');
    },
  );

  it('refuses an emptied title at its field rather than keeping the old one', async () => {
    const requests = answer();
    const user = userEvent.setup();
    renderAdmin({ pathname: '/admin/Edit-event', state: { id: 7 } });

    await user.clear(await screen.findByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Update Event' }));

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Field "title" is required',
    );
    expect(requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });

  it('edits the Spanish title and description beside the English, a blank one sent to be cleared', async () => {
    const requests = answer();
    const user = userEvent.setup();
    renderAdmin({ pathname: '/admin/Edit-event', state: { id: 7 } });

    const spanishTitle = await screen.findByRole('textbox', { name: 'Title (Spanish)' });
    expect(spanishTitle).toHaveValue('Villancicos de Adviento');
    expect(spanishTitle).toHaveAccessibleDescription(/Leave it blank and they show the English/);
    // Pasted, as an office often brings a translation (and typing it key by key is slow here).
    await user.clear(spanishTitle);
    await user.paste('Lecciones y villancicos');
    await user.click(screen.getByRole('textbox', { name: 'Description (Spanish)' }));
    await user.paste('A la luz de las velas.');
    await user.click(screen.getByRole('button', { name: 'Update Event' }));

    await screen.findByText('Event Updated');
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      title: 'Advent Carols',
      title_es: 'Lecciones y villancicos',
      description_es: 'A la luz de las velas.',
    });
  });

  it("returns to the Events tab with 'Failed to load event data.' for an event that is gone", async () => {
    mock = mockApi({
      'GET /api/events/?series=1': { status: 200, body: [] },
      'GET /api/events/8/': { status: 404, body: { message: 'Event not found' } },
    });
    const { router } = renderAdmin({ pathname: '/admin/Edit-event', state: { id: 8 } });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load event data.');
    await act(async () => {});
    expect(router.state.location).toMatchObject({ pathname: '/admin', state: { tab: 'events' } });
  });
});
