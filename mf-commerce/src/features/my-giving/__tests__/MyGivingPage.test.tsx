import { screen, within } from '@testing-library/react';
import { fundShare } from '@parish/shared-types/testing';
import userEvent from '@testing-library/user-event';
import {
  DONOR_LINK_INVALID_MESSAGE,
  DONOR_SIGN_IN_REQUIRED_MESSAGE,
  DONOR_SIGN_IN_SENT_MESSAGE,
  GIFT_MINIMUM_MESSAGE,
  RECURRING_GIFT_CHANGE_NOTICES,
  type MyGiving,
} from '@parish/shared-types';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import MyGivingPage from '../components/MyGivingPage';

const RUTH: MyGiving = {
  donor: { name: 'Ruth Alvarez', email: 'ruth@example.org' },
  gifts: [
    {
      id: 2,
      date: '2026-06-01T15:00:00Z',
      amount: 40,
      processing_fee: 0,
      funds: [fundShare('youth', 40)],
      frequency: 'Monthly',
      reference: 'cs_sandbox_monthly',
    },
    {
      id: 1,
      date: '2026-03-01T15:30:00Z',
      amount: 250,
      processing_fee: 0,
      funds: [fundShare('missions', 250)],
      frequency: null,
      reference: 'cs_sandbox_missions',
    },
  ],
  totals_by_year: [{ year: 2026, total: 290, gifts: 2 }],
  totals_by_fund: [
    { fund: 'missions', label: 'Missions', name_es: 'Misiones', total: 250 },
    { fund: 'youth', label: 'Youth Ministry', name_es: 'Pastoral Juvenil', total: 40 },
  ],
};

const SIGNED_OUT: MockReply = { status: 401, body: { message: DONOR_SIGN_IN_REQUIRED_MESSAGE } };

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function renderPage(route: string, handlers: Parameters<typeof mockApi>[0]) {
  api = mockApi(handlers);
  const view = renderWithProviders(<MyGivingPage />, { route, path: '/my-giving' });
  return { ...view, user: userEvent.setup() };
}

describe('My Giving', () => {
  it('asks a signed-out visitor for an address and answers as the server does', async () => {
    const { user } = renderPage('/my-giving', {
      'GET /api/donors/me/': SIGNED_OUT,
      'POST /api/donors/sign-in/': { status: 202, body: { message: DONOR_SIGN_IN_SENT_MESSAGE } },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'My Giving' })).toBeVisible();
    const email = await screen.findByRole('textbox', { name: /Your e-mail address/ });
    await user.type(email, 'Ruth@Example.org');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByText(DONOR_SIGN_IN_SENT_MESSAGE)).toBeVisible();
    expect(api?.requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'ruth@example.org',
    });
  });

  it('says at the field what is wrong with the address, and sends nothing', async () => {
    const { user } = renderPage('/my-giving', { 'GET /api/donors/me/': SIGNED_OUT });
    await user.type(await screen.findByRole('textbox', { name: /Your e-mail address/ }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    const field = screen.getByRole('textbox', { name: /Your e-mail address/ });
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(api?.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('signs in with the mailed link once, takes the token out of the address, and shows the gifts', async () => {
    let signedIn = false;
    const { router } = renderPage('/my-giving?token=' + 'a'.repeat(43), {
      'POST /api/donors/session/': () => {
        signedIn = true;
        return { status: 200, body: RUTH };
      },
      'GET /api/donors/me/': () => (signedIn ? { status: 200, body: RUTH } : SIGNED_OUT),
    });
    expect(await screen.findByText('Signed in as Ruth Alvarez (ruth@example.org)')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(api?.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/donors/session/', body: { token: 'a'.repeat(43) } },
    ]);

    const years = within(screen.getByRole('table', { name: 'Totals by year' }));
    expect(years.getByRole('row', { name: /^2026 2 \$290\.00/ })).toBeVisible();
    // The year's statement: the donor's own PDF, from the API, as a download.
    const statement = years.getByRole('link', {
      name: 'Download your 2026 giving statement (PDF)',
    });
    expect(statement.getAttribute('href')).toMatch(/\/api\/donors\/me\/statements\/2026\/$/);
    expect(statement).toHaveAttribute('download', 'giving-statement-2026.pdf');
    const funds = within(screen.getByRole('table', { name: 'Totals by fund' }));
    expect(funds.getByRole('row', { name: 'Missions $250.00' })).toBeVisible();
    expect(funds.getByRole('row', { name: 'Youth Ministry $40.00' })).toBeVisible();
    const gifts = within(screen.getByRole('table', { name: 'Your gifts' }));
    expect(gifts.getAllByRole('row')).toHaveLength(3);
    expect(gifts.getByText('Monthly')).toBeVisible();
  });

  it('opens each gift’s printable receipt', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    const { user } = renderPage('/my-giving', {
      'GET /api/donors/me/': { status: 200, body: RUTH },
    });
    await user.click(await screen.findByRole('button', { name: /^Receipt for \$250\.00 on/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift receipt' });
    const receipt = within(within(dialog).getByRole('region', { name: 'Gift receipt' }));
    expect(receipt.getByText('Missions')).toBeVisible();
    expect(receipt.getByText('cs_sandbox_missions')).toBeVisible();
    await user.click(receipt.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('says so when a link was used or expired, and offers a new one', async () => {
    renderPage('/my-giving?token=' + 'b'.repeat(43), {
      'POST /api/donors/session/': {
        status: 400,
        body: {
          message: DONOR_LINK_INVALID_MESSAGE,
          fields: { token: DONOR_LINK_INVALID_MESSAGE },
        },
      },
      'GET /api/donors/me/': SIGNED_OUT,
    });
    expect(await screen.findByText(DONOR_LINK_INVALID_MESSAGE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  });

  it('signs out', async () => {
    let signedIn = true;
    const { user } = renderPage('/my-giving', {
      'GET /api/donors/me/': () => (signedIn ? { status: 200, body: RUTH } : SIGNED_OUT),
      'DELETE /api/donors/session/': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
    expect(screen.queryByText(/Signed in as/)).toBeNull();
  });

  describe('a recurring gift', () => {
    const WITH_RECURRING: MyGiving = {
      ...RUTH,
      recurring_gifts: [
        {
          id: 7,
          price_id: 'gift-monthly',
          frequency: 'Monthly',
          amount: 50,
          processing_fee: 0,
          funds: [fundShare('youth', 50)],
          status: 'active',
          next_gift_on: '2026-12-01',
        },
      ],
    };

    it('changes its amount, says so, and refuses an amount the first gift would refuse', async () => {
      const { user } = renderPage('/my-giving', {
        'GET /api/donors/me/': { status: 200, body: WITH_RECURRING },
        'PATCH /api/donors/me/recurring/7/': { status: 200, body: WITH_RECURRING },
      });
      const card = within(await screen.findByRole('article', { name: 'Monthly gift of $50.00' }));
      expect(card.getByText('Active · Youth Ministry')).toBeVisible();
      await user.click(card.getByRole('button', { name: 'Change amount or frequency' }));
      const amount = card.getByRole('textbox', { name: /Amount/ });
      await user.clear(amount);
      await user.type(amount, '0');
      await user.click(card.getByRole('button', { name: 'Save change' }));
      expect(card.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
        GIFT_MINIMUM_MESSAGE,
      );
      expect(api?.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

      await user.clear(card.getByRole('textbox', { name: /Amount/ }));
      await user.type(card.getByRole('textbox', { name: /Amount/ }), '40');
      await user.click(card.getByRole('button', { name: 'Save change' }));
      expect(await screen.findByText(RECURRING_GIFT_CHANGE_NOTICES.changed)).toBeVisible();
      expect(api?.requests.find((r) => r.method === 'PATCH')).toEqual({
        method: 'PATCH',
        url: '/api/donors/me/recurring/7/',
        body: { priceId: 'gift-monthly', amount: 40 },
      });
    });

    it('cancels it after asking, and pauses it', async () => {
      const { user } = renderPage('/my-giving', {
        'GET /api/donors/me/': { status: 200, body: WITH_RECURRING },
        'POST /api/donors/me/recurring/7/cancel/': { status: 200, body: WITH_RECURRING },
        'POST /api/donors/me/recurring/7/pause/': { status: 200, body: WITH_RECURRING },
      });
      const card = within(await screen.findByRole('article', { name: 'Monthly gift of $50.00' }));
      await user.click(card.getByRole('button', { name: 'Cancel gift' }));
      const dialog = within(await screen.findByRole('dialog'));
      await user.click(dialog.getByRole('button', { name: 'Cancel gift' }));
      expect(await screen.findByText(RECURRING_GIFT_CHANGE_NOTICES.cancelled)).toBeVisible();

      const again = within(await screen.findByRole('article', { name: 'Monthly gift of $50.00' }));
      await user.click(again.getByRole('button', { name: 'Pause' }));
      // Notices show one at a time: the pause's waits behind the cancel's.
      await screen.findByRole('article', { name: 'Monthly gift of $50.00' });
      expect(api?.requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
        '/api/donors/me/recurring/7/cancel/',
        '/api/donors/me/recurring/7/pause/',
      ]);
    });
  });
});
