import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENTS_TEST_MODE_NOTICE } from '@parish/shared-types';
import { buildPaymentSetup, seededFunds } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import GivingPage from '../GivingPage';

const SANDBOX = buildPaymentSetup();

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
});

function renderRecurring(recurringDonate?: MockReply) {
  api = mockApi({
    'GET /api/payments/setup': { status: 200, body: SANDBOX },
    'GET /api/funds/': { status: 200, body: seededFunds() },
    'POST /api/payment/recurring-donate': recurringDonate ?? {
      status: 200,
      body: {
        id: 'cs_2',
        url: 'http://localhost/#recurring-checkout',
        amount: 50,
        currency: 'USD',
      },
    },
  });
  renderWithProviders(<GivingPage />, { route: '/giving?tab=recurring' });
  const panel = within(screen.getByRole('tabpanel', { name: 'Recurring' }));
  return { panel, user: userEvent.setup(), requests: api.requests };
}

/** Who the receipts go to, typed in the Recurring tab's own fields. */
async function giveReceiptTo(
  panel: ReturnType<typeof within>,
  user: ReturnType<typeof userEvent.setup>,
) {
  await user.type(panel.getByRole('textbox', { name: /^Your name/ }), 'Ann Lee');
  await user.type(panel.getByRole('textbox', { name: /^Email address/ }), 'ann@example.org');
}

describe('the recurring gift', () => {
  it('starts monthly at the default $50, to the General Fund', async () => {
    const { panel } = renderRecurring();
    expect(screen.getByRole('tab', { name: 'Recurring' })).toHaveAttribute('aria-selected', 'true');
    expect(panel.getByRole('button', { name: 'Monthly' })).toHaveAttribute('aria-pressed', 'true');
    expect(panel.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'true');
    expect(await panel.findByRole('button', { name: /^General Fund/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(panel.getByRole('button', { name: 'Set Up Recurring Gift' })).toBeEnabled();
  });

  it('is set up by card only, with its frequency, funds and fee shown before paying', async () => {
    window.location.hash = '';
    const { panel, user, requests } = renderRecurring();
    await user.click(panel.getByRole('button', { name: 'Weekly' }));
    await user.click(panel.getByRole('button', { name: '$25' }));
    await user.click(panel.getByRole('button', { name: /^Youth Ministry/ }));
    await user.click(
      panel.getByRole('checkbox', { name: 'Add $1.06 to cover the card processing fee' }),
    );
    await giveReceiptTo(panel, user);
    await user.click(panel.getByRole('button', { name: 'Set Up Recurring Gift' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Set Up Your Recurring Gift' }));
    expect(dialog.getByText('Youth Ministry').nextSibling).toHaveTextContent('$25.00');
    expect(dialog.getByText('Processing fee').nextSibling).toHaveTextContent('$1.06');
    expect(dialog.getByText('Total, weekly').nextSibling).toHaveTextContent('$26.06');
    expect(
      dialog.getByText(
        'Recurring gifts are made by card. To change or stop one, contact the parish office.',
      ),
    ).toBeVisible();
    expect(await dialog.findByRole('button', { name: 'Pay by Card' })).toBeEnabled();
    expect(dialog.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
    expect(dialog.getByRole('note')).toHaveTextContent(PAYMENTS_TEST_MODE_NOTICE);

    await user.click(dialog.getByRole('button', { name: 'Pay by Card' }));
    await waitFor(() => expect(window.location.hash).toBe('#recurring-checkout'));
    expect(
      requests.find((request) => request.url === '/api/payment/recurring-donate')?.body,
    ).toEqual({
      priceId: 'gift-weekly',
      amount: 25,
      funds: [{ fund: 'youth', amount: 25 }],
      cover_fee: true,
      payer_name: 'Ann Lee',
      payer_email: 'ann@example.org',
    });
  });

  it("says 'Payment failed. Please try again.' when the checkout cannot start, keeping the choices", async () => {
    const { panel, user } = renderRecurring({ status: 502 });
    await user.click(panel.getByRole('button', { name: 'Bi-Weekly' }));
    await giveReceiptTo(panel, user);
    await user.click(panel.getByRole('button', { name: 'Set Up Recurring Gift' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Set Up Your Recurring Gift' }));
    await user.click(await dialog.findByRole('button', { name: 'Pay by Card' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Payment failed. Please try again.');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(panel.getByRole('button', { name: 'Bi-Weekly' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks who the receipts go to before opening the payment', async () => {
    const { panel, user, requests } = renderRecurring();
    const receipt = panel.getByRole('group', { name: 'Your receipt' });
    await user.click(panel.getByRole('button', { name: 'Set Up Recurring Gift' }));
    expect(
      within(receipt).getByRole('textbox', { name: /^Your name/ }),
    ).toHaveAccessibleDescription('Please enter your name for the receipt.');
    expect(
      within(receipt).getByRole('textbox', { name: /^Email address/ }),
    ).toHaveAccessibleDescription('Please enter your email address for the receipt.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('asks for an amount when the giver clears it', async () => {
    const { panel, user } = renderRecurring();
    await user.clear(panel.getByRole('textbox', { name: 'Other amount' }));
    const submit = panel.getByRole('button', { name: 'Set Up Recurring Gift' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAccessibleDescription('Please select or enter a donation amount');
  });
});
