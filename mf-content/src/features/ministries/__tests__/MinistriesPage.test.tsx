import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildMinistry, buildMinistryInterest } from '@parish/shared-types/testing';
import { pictureFetch } from '../../../testing/pictureFetch';
import MinistriesPage from '../components/MinistriesPage';

const music = buildMinistry({ id: 3, title: 'Music Ministry' });
const youth = buildMinistry({ id: 8, title: 'Youth Ministry' });

function renderMinistries(
  options: { ministries?: MockReply; send?: MockReply; route?: string } = {},
) {
  const api = mockApi({
    'GET /api/ministries/': options.ministries ?? { status: 200, body: [music, youth] },
    'POST /api/ministry-interests/': options.send ?? {
      status: 201,
      body: buildMinistryInterest({ name: 'Joan Rivera', ministry_title: 'Youth Ministry' }),
    },
  });
  renderWithProviders(<MinistriesPage />, {
    route: options.route ?? '/ministries',
    path: '/ministries',
  });
  return { api, user: userEvent.setup() };
}

const form = () => screen.getByRole('form', { name: 'Get Involved' });

describe('the Ministries page', () => {
  it('shows each ministry with a Get Involved link to #contact-{id}', async () => {
    renderMinistries();
    expect(screen.getByText('Loading ministries...')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Music Ministry' });
    expect(card).toHaveAttribute('id', 'ministry-3');
    expect(
      within(card).getByRole('link', { name: 'Get Involved in Music Ministry' }),
    ).toHaveAttribute('href', '/ministries#contact-3');
  });

  it('fetches the first ministry’s picture first, the page’s largest paint, and the others as they near the screen', async () => {
    renderMinistries();
    const first = await screen.findByRole('article', { name: 'Music Ministry' });
    expect(pictureFetch(first)).toBe('first');
    expect(pictureFetch(screen.getByRole('article', { name: 'Youth Ministry' }))).toBe('when near');
  });

  it('fills the ministry select from the API, after its placeholder', async () => {
    renderMinistries();
    await screen.findByRole('article', { name: 'Music Ministry' });
    const select = within(form()).getByLabelText(/^Ministry/);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a ministry...', 'Music Ministry', 'Youth Ministry']);
  });

  it("chooses the card's ministry when its Get Involved link is followed", async () => {
    const { user } = renderMinistries();
    await user.click(await screen.findByRole('link', { name: 'Get Involved in Youth Ministry' }));
    expect(within(form()).getByLabelText(/^Ministry/)).toHaveValue('8');
  });

  it('sends the interest to the parish office and thanks the visitor', async () => {
    const { api, user } = renderMinistries({ route: '/ministries#contact-8' });
    await screen.findByRole('article', { name: 'Youth Ministry' });
    await user.type(within(form()).getByLabelText(/^Name/), 'Joan Rivera');
    await user.type(within(form()).getByLabelText(/^Email/), 'joan@example.org');
    await user.type(within(form()).getByLabelText(/^Message/), 'I can help on Sundays.');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(
      await within(form()).findByText(
        /Thank you, Joan Rivera! The parish office has your interest in Youth Ministry/,
      ),
    ).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Joan Rivera',
      email: 'joan@example.org',
      phone: null,
      ministry: 8,
      message: 'I can help on Sundays.',
    });
    expect(within(form()).getByLabelText(/^Name/)).toHaveValue('');
  });

  it('refuses blank required fields at the fields', async () => {
    const { api, user } = renderMinistries();
    await screen.findByRole('article', { name: 'Music Ministry' });
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(within(form()).getByLabelText(/^Name/)).toHaveAccessibleDescription('Name is required');
    expect(within(form()).getByLabelText(/^Ministry/)).toHaveAccessibleDescription(
      'Please select a ministry.',
    );
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows a ministry removed meanwhile at the ministry field', async () => {
    const message = 'This ministry is no longer listed. Please select another one.';
    const { user } = renderMinistries({
      route: '/ministries#contact-3',
      send: { status: 400, body: { message, fields: { ministry: message } } },
    });
    await screen.findByRole('article', { name: 'Music Ministry' });
    await user.type(within(form()).getByLabelText(/^Name/), 'Joan');
    await user.type(within(form()).getByLabelText(/^Email/), 'joan@example.org');
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await within(form()).findByLabelText(/^Ministry/)).toHaveAccessibleDescription(message);
  });

  it('says when there are no ministries, or they cannot be loaded', async () => {
    renderMinistries({ ministries: { status: 200, body: [] } });
    expect(await screen.findByText('No ministries to show yet.')).toBeInTheDocument();
  });

  it('offers to try again when the ministries cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderMinistries({ ministries: 'network-error' });
    expect(await screen.findByText('Unable to load ministries.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
