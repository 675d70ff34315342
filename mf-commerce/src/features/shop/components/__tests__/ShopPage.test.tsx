import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildPaymentSetup, buildProduct } from '@parish/shared-types/testing';
import { PAYMENTS_TEST_MODE_NOTICE, type CapturedOrder } from '@parish/shared-types';
import ShopPage from '../ShopPage';

const SHOP = 'GET /api/shop/';

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function renderShop() {
  return renderWithProviders(<ShopPage />, { route: '/shop' });
}

describe('Shop page', () => {
  it('shows a card per item with its image, title, description and price in dollars', async () => {
    api = mockApi({
      [SHOP]: {
        status: 200,
        body: [
          buildProduct({
            id: 1,
            title: 'Parish Prayer Book',
            description: 'Daily prayers and the order of Mass.',
            price: 12.5,
            image: 'https://images.example.org/prayer-book.jpg',
          }),
          buildProduct({
            id: 2,
            title: 'Olive Wood Rosary',
            description: 'Hand-carved beads from Bethlehem.',
            price: 8,
            image: 'https://images.example.org/rosary.jpg',
          }),
        ],
      },
    });
    renderShop();

    const book = await screen.findByRole('article', { name: 'Parish Prayer Book' });
    expect(within(book).getByRole('img', { name: 'Parish Prayer Book' })).toHaveAttribute(
      'src',
      'https://images.example.org/prayer-book.jpg',
    );
    expect(within(book).getByText('Daily prayers and the order of Mass.')).toBeInTheDocument();
    expect(within(book).getByText('$12.50')).toBeInTheDocument();

    const rosary = screen.getByRole('article', { name: 'Olive Wood Rosary' });
    expect(within(rosary).getByText('Hand-carved beads from Bethlehem.')).toBeInTheDocument();
    expect(within(rosary).getByText('$8.00')).toBeInTheDocument();
    expect(api.requests).toEqual([{ method: 'GET', url: '/api/shop/', body: undefined }]);
  });

  it('titles the page Church Shop with a selected All Items tab controlling the item panel', async () => {
    api = mockApi({ [SHOP]: { status: 200, body: [buildProduct()] } });
    renderShop();

    expect(screen.getByRole('heading', { level: 1, name: 'Church Shop' })).toBeInTheDocument();
    const tab = within(screen.getByRole('tablist')).getByRole('tab', { name: 'All Items' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'All Items' });
    expect(await within(panel).findByRole('article')).toBeInTheDocument();
  });

  it('says Loading... while the items are on their way', () => {
    api = mockApi({ [SHOP]: 'never' });
    renderShop();

    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the failure and loads the items again when Try again is pressed', async () => {
    let calls = 0;
    api = mockApi({
      [SHOP]: () => {
        calls += 1;
        return calls === 1
          ? { status: 500, body: { message: 'Internal error' } }
          : { status: 200, body: [buildProduct({ title: 'Advent Candle Set' })] };
      },
    });
    renderShop();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load shop items.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('article', { name: 'Advent Candle Set' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('says the server cannot be reached when the connection drops', async () => {
    api = mockApi({ [SHOP]: 'network-error' });
    renderShop();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the parish server. Check your connection and try again.',
    );
  });

  it('says no items are available when the shop is empty', async () => {
    api = mockApi({ [SHOP]: { status: 200, body: [] } });
    renderShop();

    expect(await screen.findByText('No items are available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

const SANDBOX = buildPaymentSetup();
const ROSARY = buildProduct({
  id: 3,
  title: 'Olive Wood Rosary',
  description: 'Hand-carved beads from Bethlehem.',
  price: 12.5,
});
const CAPTURED: CapturedOrder = {
  orderID: 'SANDBOX-ROSARY',
  status: 'COMPLETED',
  payment_id: 8,
  amount: 12.5,
  currency: 'USD',
  purpose: 'shop',
  booking_id: null,
};

/** The shop with Buy Now pressed on the rosary; the API's answers as given. */
async function openRosary(
  replies: { checkout?: MockReply; order?: MockReply; capture?: MockReply } = {},
  route = '/shop',
) {
  api = mockApi({
    [SHOP]: {
      status: 200,
      body: [buildProduct({ id: 4, title: 'Advent Candle Set' }), ROSARY],
    },
    'GET /api/payments/setup': { status: 200, body: SANDBOX },
    'POST /api/checkout/create-checkout-session': replies.checkout ?? {
      status: 200,
      // A same-page address: jsdom follows it, so the test sees the visitor sent on.
      body: {
        id: 'cs_sandbox_1',
        url: 'http://localhost/#sandbox-checkout',
        amount: 12.5,
        currency: 'USD',
      },
    },
    'POST /api/config/create-order': replies.order ?? {
      status: 200,
      body: { orderID: 'SANDBOX-ROSARY', amount: 12.5, currency: 'USD' },
    },
    'POST /config/capture-order': replies.capture ?? { status: 200, body: CAPTURED },
  });
  const view = renderWithProviders(<ShopPage />, {
    route,
    routes: [{ path: '/success', element: <h1>Success page</h1> }],
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Buy Now: Olive Wood Rosary' }));
  const dialog = screen.getByRole('dialog', { name: 'Complete Your Purchase' });
  return { ...view, user, dialog, requests: api.requests };
}

/** Buy Now on the rosary, then who the receipt goes to: the choice of method follows. */
async function buyRosary(
  replies: { checkout?: MockReply; order?: MockReply; capture?: MockReply } = {},
  route = '/shop',
) {
  const view = await openRosary(replies, route);
  const dialog = within(view.dialog);
  await view.user.type(dialog.getByRole('textbox', { name: /^Your name/ }), 'Ann Lee');
  await view.user.type(dialog.getByRole('textbox', { name: /^Email address/ }), 'Ann@Example.org');
  await view.user.click(dialog.getByRole('button', { name: 'Continue to Payment' }));
  return view;
}

const PAYER = { payer_name: 'Ann Lee', payer_email: 'ann@example.org' };

describe('buying from the shop', () => {
  it('offers Buy Now on every card, opening Complete Your Purchase with the item, its price, card and PayPal', async () => {
    const { dialog } = await buyRosary();
    // Behind the open dialog, every card still has its own Buy Now.
    expect(screen.getAllByRole('button', { name: /^Buy Now/, hidden: true })).toHaveLength(2);
    expect(within(dialog).getByText('Olive Wood Rosary')).toBeVisible();
    expect(within(dialog).getByText('$12.50')).toBeVisible();
    expect(await within(dialog).findByRole('button', { name: 'Pay by Card' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
  });

  it('says in the payment step that no money moves while the site is in sandbox mode', async () => {
    const { dialog } = await buyRosary();
    expect(await within(dialog).findByRole('note')).toHaveTextContent(PAYMENTS_TEST_MODE_NOTICE);
  });

  it('sends a card payer to the checkout the API opened for the item, which the server prices', async () => {
    window.location.hash = '';
    const { user, dialog, requests } = await buyRosary();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay by Card' }));
    await waitFor(() => expect(window.location.hash).toBe('#sandbox-checkout'));
    const checkout = requests.find((r) => r.url === '/api/checkout/create-checkout-session');
    expect(checkout?.body).toEqual({
      product: {
        id: 3,
        name: 'Olive Wood Rosary',
        price: 12.5,
        description: 'Hand-carved beads from Bethlehem.',
      },
      ...PAYER,
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Taking you to the secure card checkout...',
    );
  });

  it("takes PayPal through the sandbox, captures at the shop's own path, thanks the buyer and opens /success", async () => {
    const { user, dialog, requests, router } = await buyRosary();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Approve with PayPal (test)' }));

    expect(await screen.findByRole('heading', { name: 'Success page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?order_id=SANDBOX-ROSARY');
    expect(screen.getByText('Payment successful! Thank you for your purchase.')).toBeVisible();
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/config/create-order', 'POST /config/capture-order']),
    );
    expect(requests.find((r) => r.url === '/api/config/create-order')?.body).toEqual({
      product: expect.objectContaining({ id: 3 }),
      ...PAYER,
    });
    expect(requests.find((r) => r.url === '/config/capture-order')?.body).toEqual({
      orderID: 'SANDBOX-ROSARY',
    });
  });

  it.each([
    [
      'a card checkout that cannot start',
      'Pay by Card',
      { checkout: { status: 502 } },
      'Payment failed. Please try again.',
    ],
    [
      'a PayPal capture that fails',
      'Pay with PayPal',
      { capture: { status: 500 } },
      'Payment failed. Please try again.',
    ],
    [
      'a PayPal order that cannot be made',
      'Pay with PayPal',
      { order: { status: 502 } },
      'PayPal payment failed. Please try another method.',
    ],
  ])(
    "says the spec's message for %s, and the buyer may choose again",
    async (_case, method, replies, message) => {
      const { user, dialog } = await buyRosary(replies);
      await user.click(await within(dialog).findByRole('button', { name: method }));
      const approve = within(dialog).queryByRole('button', { name: 'Approve with PayPal (test)' });
      if (approve) await user.click(approve);
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
      // The payment's end reaches the dialog's buttons a render after its message.
      await waitFor(() => {
        expect(within(dialog).getByRole('button', { name: 'Pay by Card' })).toBeEnabled();
        expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
      });
    },
  );

  it('asks who the receipt goes to before the buyer can choose how to pay', async () => {
    const { user, dialog, requests } = await openRosary();
    const form = within(dialog);
    expect(form.getByText('Where should we send your receipt?')).toBeVisible();
    expect(form.getByRole('textbox', { name: /^Your name/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^Email address/ })).toHaveAccessibleDescription(
      'We e-mail your receipt to this address.',
    );
    expect(form.queryByRole('button', { name: 'Pay by Card' })).not.toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: /^Email address/ }), 'ann@example');
    await user.click(form.getByRole('button', { name: 'Continue to Payment' }));
    expect(form.getByRole('textbox', { name: /^Your name/ })).toHaveAccessibleDescription(
      'Please enter your name for the receipt.',
    );
    expect(form.getByRole('textbox', { name: /^Email address/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(form.getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
    expect(form.queryByRole('button', { name: 'Pay by Card' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows who the receipt goes to beside the methods, and lets the buyer change it', async () => {
    const { user, dialog, requests } = await buyRosary();
    const shown = within(dialog);
    expect(shown.getByText('Receipt to Ann Lee (ann@example.org)')).toHaveFocus();
    expect(await shown.findByRole('button', { name: 'Pay by Card' })).toBeEnabled();

    await user.click(shown.getByRole('button', { name: 'Change where the receipt goes' }));
    expect(shown.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Ann Lee');
    expect(shown.getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
    await user.clear(shown.getByRole('textbox', { name: /^Email address/ }));
    await user.type(shown.getByRole('textbox', { name: /^Email address/ }), 'lee@example.org');
    await user.click(shown.getByRole('button', { name: 'Continue to Payment' }));

    window.location.hash = '';
    await user.click(await shown.findByRole('button', { name: 'Pay by Card' }));
    await waitFor(() => expect(window.location.hash).toBe('#sandbox-checkout'));
    expect(requests.find((r) => r.url === '/api/checkout/create-checkout-session')?.body).toEqual(
      expect.objectContaining({ payer_name: 'Ann Lee', payer_email: 'lee@example.org' }),
    );
  });

  it('keeps who the receipt goes to while a payment runs', async () => {
    const { user, dialog } = await buyRosary({ capture: 'never' });
    const shown = within(dialog);
    await user.click(await shown.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(shown.getByRole('button', { name: 'Approve with PayPal (test)' }));
    expect(shown.getByRole('button', { name: 'Change where the receipt goes' })).toBeDisabled();
  });

  it('says a cancelled checkout charged nothing when the visitor comes back, once', async () => {
    api = mockApi({ [SHOP]: { status: 200, body: [ROSARY] } });
    const { router } = renderWithProviders(<ShopPage />, { route: '/shop?checkout=cancelled' });
    expect(
      await screen.findByText(
        'Your payment was cancelled and nothing was charged. You can buy the item again whenever you are ready.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
