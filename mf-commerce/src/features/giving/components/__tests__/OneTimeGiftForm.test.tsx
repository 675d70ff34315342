import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PAYMENTS_TEST_MODE_NOTICE, type CapturedOrder } from '@parish/shared-types';
import { buildPaymentSetup, seededFunds } from '@parish/shared-types/testing';
import { AppProviders } from '@parish/shared-web';
import {
  mockApi,
  renderWithProviders,
  serverMarkup,
  type MockReply,
} from '@parish/shared-web/testing';
import GivingPage from '../GivingPage';
import { OneTimeGiftForm } from '../OneTimeGiftForm';

const SANDBOX = buildPaymentSetup();
const CAPTURED: CapturedOrder = {
  orderID: 'SANDBOX-GIFT',
  status: 'COMPLETED',
  payment_id: 12,
  amount: 50,
  currency: 'USD',
  purpose: 'donation',
  booking_id: null,
};

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
});

function renderGiving(
  replies: { donate?: MockReply; order?: MockReply; capture?: MockReply } = {},
  route = '/giving',
) {
  api = mockApi({
    'GET /api/payments/setup': { status: 200, body: SANDBOX },
    'GET /api/funds/': { status: 200, body: seededFunds() },
    'POST /api/payment/donate': replies.donate ?? {
      status: 200,
      // A same-page address: jsdom follows it, so the test sees the giver sent on.
      body: { id: 'cs_1', url: 'http://localhost/#gift-checkout', amount: 50, currency: 'USD' },
    },
    'POST /api/config/create-order': replies.order ?? {
      status: 200,
      body: { orderID: 'SANDBOX-GIFT', amount: 50, currency: 'USD' },
    },
    'POST /api/config/capture-order': replies.capture ?? { status: 200, body: CAPTURED },
  });
  // The whole page only where its address matters (a cancelled checkout's return).
  const page = route === '/giving' ? <OneTimeGiftForm /> : <GivingPage />;
  const view = renderWithProviders(page, {
    route,
    routes: [{ path: '/success', element: <h1>Success page</h1> }],
  });
  return { ...view, user: userEvent.setup(), requests: api.requests };
}

const amountField = () => screen.getByRole('textbox', { name: 'Other amount' });
const donateNow = () => screen.getByRole('button', { name: 'Donate Now' });
/** A fund's button, once the funds the page reads (`GET /api/funds/`) are shown. */
const fund = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });
const paymentDialog = () => screen.getByRole('dialog', { name: 'Complete Your Gift' });
const nameField = () => screen.getByRole('textbox', { name: /^Your name/ });
const emailField = () => screen.getByRole('textbox', { name: /^Email address/ });
const PAYER = { payer_name: 'Ann Lee', payer_email: 'ann@example.org' };

/** Who the receipt goes to, as a giver types it. */
async function giveReceiptTo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameField(), ' Ann Lee ');
  await user.type(emailField(), 'Ann@Example.org');
}

describe('the one-time gift', () => {
  it('keeps Donate Now disabled until an amount is chosen, and says why', async () => {
    const { user } = renderGiving();
    expect(donateNow()).toBeDisabled();
    expect(donateNow()).toHaveAccessibleDescription('Please select or enter a donation amount');

    const fifty = screen.getByRole('button', { name: '$50' });
    await user.click(fifty);
    expect(fifty).toHaveAttribute('aria-pressed', 'true');
    expect(amountField()).toHaveValue('50');
    expect(donateNow()).toBeEnabled();
    expect(screen.queryByText('Please select or enter a donation amount')).not.toBeInTheDocument();

    // Typing another amount lets the preset go.
    await user.clear(amountField());
    await user.type(amountField(), '75');
    expect(fifty).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('button', { name: /^\$\d+$/ })).toHaveLength(5);
  });

  it.each([
    ['0', 'The smallest gift is $1.'],
    ['-20', 'The smallest gift is $1.'],
    ['12.50', 'Enter a whole number of dollars, without cents.'],
    ['fifty', 'Enter a whole number of dollars, without cents.'],
    ['250000', 'Gifts above $100,000 cannot be made online. Please contact the parish office.'],
  ])('refuses the amount %s at its field, keeping what was typed', async (typed, message) => {
    const { user, requests } = renderGiving();
    await user.type(amountField(), typed);
    await user.click(donateNow());
    expect(amountField()).toHaveAccessibleDescription(message);
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveValue(typed);
    expect(amountField()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the processing fee in dollars before paying when the giver covers it', async () => {
    const { user } = renderGiving();
    expect(
      screen.getByRole('checkbox', { name: 'Cover the card processing fee' }),
    ).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: '$50' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Add $1.81 to cover the card processing fee' }),
    );
    await giveReceiptTo(user);
    await user.click(donateNow());

    const summary = within(paymentDialog());
    expect(summary.getByText('General Fund').nextSibling).toHaveTextContent('$50.00');
    expect(summary.getByText('Processing fee').nextSibling).toHaveTextContent('$1.81');
    expect(summary.getByText('Total').nextSibling).toHaveTextContent('$51.81');
  });

  it('gives to the fund picked: the card checkout names it, and the giver is sent to pay', async () => {
    window.location.hash = '';
    const { user, requests } = renderGiving();
    expect(await fund('General Fund')).toHaveAttribute('aria-pressed', 'true');
    await user.click(await fund('Missions'));
    expect(await fund('Missions')).toHaveAttribute('aria-pressed', 'true');
    expect(await fund('General Fund')).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '$100' }));
    await giveReceiptTo(user);
    await user.click(donateNow());

    const dialog = within(paymentDialog());
    expect(dialog.getByText('Missions').nextSibling).toHaveTextContent('$100.00');
    // Sandbox mode: the giver is told that no money moves.
    expect(await dialog.findByRole('note')).toHaveTextContent(PAYMENTS_TEST_MODE_NOTICE);
    await user.click(await dialog.findByRole('button', { name: 'Pay by Card' }));
    await waitFor(() => expect(window.location.hash).toBe('#gift-checkout'));
    expect(requests.find((request) => request.url === '/api/payment/donate')?.body).toEqual({
      amount: 100,
      funds: [{ fund: 'missions', amount: 100 }],
      cover_fee: false,
      ...PAYER,
    });
  });

  it('splits a gift across funds: the parts must add up, and are shown before paying', async () => {
    const { user, requests } = renderGiving();
    await user.click(screen.getByRole('button', { name: '$100' }));
    await user.click(screen.getByRole('switch', { name: 'Split my gift across several funds' }));
    // The fund already picked starts with the whole gift.
    expect(screen.getByRole('textbox', { name: 'General Fund amount' })).toHaveValue('100');
    await user.click(await fund('Youth Ministry'));
    await user.type(screen.getByRole('textbox', { name: 'Youth Ministry amount' }), '60');
    expect(screen.getByText('The parts add up to $160.00 of your $100.00 gift.')).toBeVisible();

    await giveReceiptTo(user);
    await user.click(donateNow());
    const message = 'The parts add up to $160, but the gift is $100. Make them equal.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(
      screen.getByRole('group', { name: 'Choose the funds to share your gift' }),
    ).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: 'General Fund amount' }));
    await user.type(screen.getByRole('textbox', { name: 'General Fund amount' }), '40');
    await user.click(donateNow());
    const dialog = within(paymentDialog());
    expect(dialog.getByText('Youth Ministry').nextSibling).toHaveTextContent('$60.00');
    expect(dialog.getByText('General Fund').nextSibling).toHaveTextContent('$40.00');
    expect(dialog.getByText('Total').nextSibling).toHaveTextContent('$100.00');

    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(dialog.getByRole('button', { name: 'Approve with PayPal (test)' }));
    await screen.findByRole('heading', { name: 'Success page' });
    expect(requests.find((request) => request.url === '/api/config/create-order')?.body).toEqual({
      amount: 100,
      funds: [
        { fund: 'youth', amount: 60 },
        { fund: 'general', amount: 40 },
      ],
      cover_fee: false,
      ...PAYER,
    });
  });

  it('gives a split’s one part the amount chosen after the switch, until another fund shares it', async () => {
    const { user } = renderGiving();
    await user.click(screen.getByRole('switch', { name: 'Split my gift across several funds' }));
    const general = screen.getByRole('textbox', { name: 'General Fund amount' });
    expect(general).toHaveValue('');
    await user.click(screen.getByRole('button', { name: '$100' }));
    expect(general).toHaveValue('100');
    await user.clear(screen.getByRole('textbox', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: 'Other amount' }), '75');
    expect(general).toHaveValue('75');

    await user.click(await fund('Youth Ministry'));
    await user.click(screen.getByRole('button', { name: '$250' }));
    expect(general).toHaveValue('75');
    expect(screen.getByRole('textbox', { name: 'Youth Ministry amount' })).toHaveValue('');
  });

  it('thanks a PayPal giver and opens /success with the order', async () => {
    const { user, router } = renderGiving();
    await user.click(screen.getByRole('button', { name: '$50' }));
    await giveReceiptTo(user);
    await user.click(donateNow());
    await user.click(
      await within(paymentDialog()).findByRole('button', { name: 'Pay with PayPal' }),
    );
    await user.click(screen.getByRole('button', { name: 'Approve with PayPal (test)' }));
    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order_id=SANDBOX-GIFT');
    expect(screen.getByText('Thank you for your donation!')).toBeVisible();
  });

  it.each([
    [
      'an order PayPal cannot make',
      { order: { status: 502 } },
      'Failed to create PayPal order. Please try again.',
    ],
    [
      'a capture that fails',
      { capture: { status: 500 } },
      'There was an issue capturing your donation. Please try again.',
    ],
  ])('says so for %s, and the form keeps every choice', async (_case, replies, message) => {
    const { user } = renderGiving(replies);
    await user.type(amountField(), '35');
    await user.click(await fund('Worship Ministry'));
    await user.click(screen.getByRole('checkbox', { name: /to cover the card processing fee/ }));
    await giveReceiptTo(user);
    await user.click(donateNow());
    const dialog = within(paymentDialog());
    await user.click(await dialog.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(dialog.getByRole('button', { name: 'Approve with PayPal (test)' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(amountField()).toHaveValue('35');
    expect(await fund('Worship Ministry')).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('checkbox', { name: /to cover the card processing fee/ }),
    ).toBeChecked();
    expect(nameField()).toHaveValue(' Ann Lee ');
  });

  it('asks for the name and e-mail address the receipt is mailed to', async () => {
    const { user, requests } = renderGiving();
    expect(nameField()).toBeRequired();
    expect(emailField()).toBeRequired();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAccessibleDescription('We e-mail your receipt to this address.');

    await user.click(screen.getByRole('button', { name: '$25' }));
    await user.type(emailField(), 'ann@example');
    await user.click(donateNow());
    expect(nameField()).toHaveAccessibleDescription('Please enter your name for the receipt.');
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address');
    expect(nameField()).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(nameField(), 'Ann Lee');
    await user.type(emailField(), '.org');
    await user.click(donateNow());
    await user.click(await within(paymentDialog()).findByRole('button', { name: 'Pay by Card' }));
    await waitFor(() =>
      expect(requests.find((request) => request.url === '/api/payment/donate')?.body).toEqual({
        amount: 25,
        funds: [{ fund: 'general', amount: 25 }],
        cover_fee: false,
        ...PAYER,
      }),
    );
  });

  it('puts the choices back and says nothing was charged when a card checkout is cancelled', async () => {
    window.location.hash = '';
    const first = renderGiving();
    await first.user.click(screen.getByRole('button', { name: '$250' }));
    await first.user.click(
      screen.getByRole('switch', { name: 'Split my gift across several funds' }),
    );
    await first.user.click(await fund('Building Fund'));
    await first.user.type(screen.getByRole('textbox', { name: 'Building Fund amount' }), '50');
    await first.user.clear(screen.getByRole('textbox', { name: 'General Fund amount' }));
    await first.user.type(screen.getByRole('textbox', { name: 'General Fund amount' }), '200');
    await giveReceiptTo(first.user);
    await first.user.click(donateNow());
    await first.user.click(
      await within(paymentDialog()).findByRole('button', { name: 'Pay by Card' }),
    );
    await waitFor(() => expect(window.location.hash).toBe('#gift-checkout'));
    first.unmount();
    api?.restore();

    // The provider's Cancel brings the giver back to a fresh page.
    const again = renderGiving({}, '/giving?checkout=cancelled');
    expect(
      await screen.findByText(
        'Your gift was cancelled and nothing was charged. Your choices are still here if you would like to try again.',
      ),
    ).toBeVisible();
    expect(amountField()).toHaveValue('250');
    expect(await screen.findByRole('textbox', { name: 'Building Fund amount' })).toHaveValue('50');
    expect(screen.getByRole('textbox', { name: 'General Fund amount' })).toHaveValue('200');
    expect(nameField()).toHaveValue(' Ann Lee ');
    expect(emailField()).toHaveValue('Ann@Example.org');
    await waitFor(() => expect(again.router.state.location.search).toBe(''));
  });
});

describe('a gift chosen before the page was taken over (issue 35)', () => {
  let served: ReturnType<typeof serverMarkup> | undefined;
  afterEach(() => served?.cleanUp());

  it('keeps the amount, the split, the fee and the receipt typed in the server page, and pays them', async () => {
    api = mockApi({
      'GET /api/payments/setup': { status: 200, body: SANDBOX },
      'GET /api/funds/': { status: 200, body: seededFunds() },
    });
    const router = createMemoryRouter([{ path: '*', element: <OneTimeGiftForm /> }], {
      initialEntries: ['/giving'],
    });
    served = serverMarkup(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // The giver types and ticks in the server's page before any script ran.
    const control = (name: string) => {
      const found = served?.container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (!found) throw new Error(`no ${name}`);
      return found;
    };
    control('amount').value = '80';
    control('split').checked = true;
    control('cover_fee').checked = true;
    control('payer_name').value = 'Ann Lee';
    control('payer_email').value = 'ann@example.org';

    expect(await served.hydrate()).toEqual([]);

    expect(amountField()).toHaveValue('80');
    // Split as the switch splits: the fund already picked holds the whole gift.
    expect(
      screen.getByRole('switch', { name: 'Split my gift across several funds' }),
    ).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'General Fund amount' })).toHaveValue('80');
    expect(nameField()).toHaveValue('Ann Lee');
    expect(emailField()).toHaveValue('ann@example.org');
    fireEvent.click(donateNow());
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete Your Gift' }));
    expect(dialog.getByText('General Fund').nextSibling).toHaveTextContent('$80.00');
    expect(dialog.getByText('Processing fee').nextSibling).toHaveTextContent('$2.70');
    expect(dialog.getByText('Total').nextSibling).toHaveTextContent('$82.70');
  });
});
