import { useState, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe } from '@stripe/stripe-js';
import {
  createParishApi,
  NO_PAYMENT_METHODS_MESSAGE,
  PAYMENTS_TEST_MODE_NOTICE,
  type CapturedOrder,
  type PaymentSetup,
} from '@parish/shared-types';
import { apiClient } from '@parish/shared-web';
import { PaymentDialog, type PaymentMessages } from '@parish/shared-web/payments';
import { buildPaymentSetup } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => null) }));
// PayPal's SDK script comes from paypal.com; the stand-in button runs the
// same callbacks PayPal's would: create the order, then approve it.
jest.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children, options }: { children: ReactNode; options: object }) => (
    <div data-testid="paypal-sdk" data-options={JSON.stringify(options)}>
      {children}
    </div>
  ),
  PayPalButtons: ({
    createOrder,
    onApprove,
    onError,
  }: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void>;
    onError: (error: unknown) => void;
  }) => (
    <>
      <button
        type="button"
        onClick={async () => {
          // As PayPal's SDK does: an order that cannot be created ends in onError.
          try {
            await onApprove({ orderID: await createOrder() });
          } catch (error) {
            onError(error);
          }
        }}
      >
        PayPal
      </button>
      <button type="button" onClick={() => onError(new Error('popup closed by the SDK'))}>
        PayPal breaks
      </button>
    </>
  ),
}));

const api = createParishApi(apiClient);
const SANDBOX = buildPaymentSetup();
/** A live site with Stripe and PayPal configured. */
const LIVE = buildPaymentSetup({
  sandbox: false,
  card: { provider: 'stripe', publishableKey: 'pk_test_parish' },
  paypal: { provider: 'paypal', clientId: 'parish-client-id' },
});
const SESSION = {
  id: 'cs_1',
  url: 'http://localhost:8000/api/payments/sandbox/checkout/cs_1',
  amount: 12.5,
  currency: 'USD',
};
const CAPTURED: CapturedOrder = {
  orderID: 'PAY-1',
  status: 'COMPLETED',
  payment_id: 4,
  amount: 12.5,
  currency: 'USD',
  purpose: 'shop',
  booking_id: null,
};
const MESSAGES = {
  cardFailed: 'Payment failed. Please try again.',
  paypalFailed: 'PayPal payment failed. Please try another method.',
};

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

function setup(
  replies: {
    setup?: PaymentSetup;
    checkout?: MockReply;
    order?: MockReply;
    capture?: MockReply;
    messages?: PaymentMessages;
    /** Leave PayPal out, as a card-only payment (a recurring gift) does. */
    cardOnly?: boolean;
  } = {},
) {
  mock = mockApi({
    'GET /api/payments/setup': { status: 200, body: replies.setup ?? SANDBOX },
    'POST /api/checkout/create-checkout-session': replies.checkout ?? {
      status: 200,
      body: SESSION,
    },
    'POST /api/config/create-order': replies.order ?? {
      status: 200,
      body: { orderID: 'PAY-1', amount: 12.5, currency: 'USD' },
    },
    'POST /api/config/capture-order': replies.capture ?? { status: 200, body: CAPTURED },
  });
  const redirect = jest.fn();
  const onPaid = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(
    <PaymentDialog
      open
      onClose={onClose}
      title="Complete Your Purchase"
      summary="Olive Wood Rosary — $12.50"
      startCardCheckout={() => api.payments.createCheckoutSession({ product: { id: 3 } })}
      {...(replies.cardOnly
        ? {}
        : {
            createPayPalOrder: () => api.payments.createOrder({ product: { id: 3 } }),
            capturePayPalOrder: (orderID: string) => api.payments.captureOrder({ orderID }),
            onPaid,
          })}
      messages={replies.messages ?? MESSAGES}
      redirect={redirect}
    />,
  );
  return { redirect, onPaid, onClose, requests: mock.requests, user: userEvent.setup() };
}

describe('the payment dialog', () => {
  it('names what is paid for and offers card or PayPal', async () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Complete Your Purchase' });
    expect(dialog).toHaveTextContent('Olive Wood Rosary — $12.50');
    expect(await screen.findByRole('group', { name: 'How would you like to pay?' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay by Card' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
  });

  it('opens the card checkout the API started, and is busy until the page leaves', async () => {
    const { user, redirect, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay by Card' }));
    expect(redirect).toHaveBeenCalledWith(SESSION.url);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toContain(
      'POST /api/checkout/create-checkout-session',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Taking you to the secure card checkout...',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(loadStripe).not.toHaveBeenCalled();
  });

  it('loads Stripe.js with the publishable key first when Stripe is configured', async () => {
    const { user, redirect } = setup({ setup: LIVE });
    await user.click(await screen.findByRole('button', { name: 'Pay by Card' }));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_parish');
    expect(redirect).toHaveBeenCalledWith(SESSION.url);
  });

  it("says the page's card failure message and lets the visitor choose again", async () => {
    const { user, redirect } = setup({ checkout: { status: 502 } });
    await user.click(await screen.findByRole('button', { name: 'Pay by Card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.cardFailed);
    expect(redirect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('takes a PayPal payment through the sandbox: create, approve, capture', async () => {
    const { user, onPaid, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect(screen.getByText(/PayPal is in test mode/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Approve with PayPal (test)' }));
    expect(onPaid).toHaveBeenCalledWith(CAPTURED);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/payments/setup',
      'POST /api/config/create-order',
      'POST /api/config/capture-order',
    ]);
    expect(requests[2]?.body).toEqual({ orderID: 'PAY-1' });
  });

  it("uses PayPal's own buttons when a client id is configured, with the API's order", async () => {
    const { user, onPaid, requests } = setup({ setup: LIVE });
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect(JSON.parse((await screen.findByTestId('paypal-sdk')).dataset.options ?? '')).toEqual({
      clientId: 'parish-client-id',
      currency: 'USD',
      intent: 'capture',
    });
    await user.click(screen.getByRole('button', { name: 'PayPal' }));
    expect(onPaid).toHaveBeenCalledWith(CAPTURED);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/payments/setup',
      'POST /api/config/create-order',
      'POST /api/config/capture-order',
    ]);
  });

  it("says the page's PayPal failure message when the capture fails", async () => {
    const { user, onPaid } = setup({ capture: { status: 500 } });
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Approve with PayPal (test)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.paypalFailed);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("passes on the server's own reason for a refusal (a lapsed seat hold, say)", async () => {
    const { user } = setup({
      order: { status: 409, body: { message: 'This booking is no longer held.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    await user.click(screen.getByRole('button', { name: 'Approve with PayPal (test)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking is no longer held.');
  });

  it('offers only the card when the page gives no PayPal calls', async () => {
    const { user, redirect } = setup({ cardOnly: true });
    const choice = await screen.findByRole('group', { name: 'How would you like to pay?' });
    expect(choice).toContainElement(screen.getByRole('button', { name: 'Pay by Card' }));
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay by Card' }));
    expect(redirect).toHaveBeenCalledWith(SESSION.url);
  });

  describe('with a page that words each PayPal failure its own way (the giving page)', () => {
    const GIVING_MESSAGES: PaymentMessages = {
      cardFailed: 'Payment failed. Please try again.',
      paypalFailed: 'There was an issue capturing your donation. Please try again.',
      paypalOrderFailed: 'Failed to create PayPal order. Please try again.',
      paypalButtonsFailed: 'There was an error processing your PayPal payment',
    };

    it('says the order could not be created, and captures nothing', async () => {
      const { user, onPaid, requests } = setup({
        messages: GIVING_MESSAGES,
        order: { status: 502 },
      });
      await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
      await user.click(screen.getByRole('button', { name: 'Approve with PayPal (test)' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to create PayPal order. Please try again.',
      );
      expect(requests.map((r) => r.url)).not.toContain('/api/config/capture-order');
      expect(onPaid).not.toHaveBeenCalled();
    });

    it('says the capture failed', async () => {
      const { user } = setup({ messages: GIVING_MESSAGES, capture: { status: 500 } });
      await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
      await user.click(screen.getByRole('button', { name: 'Approve with PayPal (test)' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'There was an issue capturing your donation. Please try again.',
      );
    });

    it("says PayPal's own buttons failed, or that the order did when that was the cause", async () => {
      const { user } = setup({
        messages: GIVING_MESSAGES,
        setup: LIVE,
        order: { status: 502 },
      });
      await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
      await user.click(await screen.findByRole('button', { name: 'PayPal breaks' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'There was an error processing your PayPal payment',
      );
      await user.click(screen.getByRole('button', { name: 'PayPal' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Failed to create PayPal order. Please try again.',
      );
    });
  });

  describe('with a first step (the shop asks who the receipt goes to)', () => {
    /** A page whose step is one button: pressing it drops the step, as the shop's form does. */
    function PageWithFirstStep({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
      const [stepDone, setStepDone] = useState(false);
      return (
        <PaymentDialog
          open
          onClose={() => {}}
          title="Complete Your Purchase"
          summary="Olive Wood Rosary — $12.50"
          startCardCheckout={() => api.payments.createCheckoutSession({ product: { id: 3 } })}
          createPayPalOrder={() => api.payments.createOrder({ product: { id: 3 } })}
          capturePayPalOrder={(orderID) => api.payments.captureOrder({ orderID })}
          messages={MESSAGES}
          firstStep={
            stepDone ? undefined : (
              <button type="button" onClick={() => setStepDone(true)}>
                Continue to Payment
              </button>
            )
          }
          onBusyChange={onBusyChange}
        />
      );
    }

    function setupWithFirstStep() {
      mock = mockApi({
        'GET /api/payments/setup': { status: 200, body: SANDBOX },
        'POST /api/config/create-order': { status: 200, body: { orderID: 'PAY-1' } },
        'POST /api/config/capture-order': 'never',
      });
      const onBusyChange = jest.fn();
      renderWithProviders(<PageWithFirstStep onBusyChange={onBusyChange} />);
      return { onBusyChange, requests: mock.requests, user: userEvent.setup() };
    }

    it('shows the step in place of the choice, and loads nothing for it', () => {
      const { requests } = setupWithFirstStep();
      expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
      expect(screen.getByRole('dialog')).toHaveTextContent('Olive Wood Rosary — $12.50');
      expect(screen.queryByRole('button', { name: 'Pay by Card' })).not.toBeInTheDocument();
      expect(requests).toEqual([]);
    });

    it('offers the methods once the page drops the step, and tells it when a payment runs', async () => {
      const { onBusyChange, user } = setupWithFirstStep();
      await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
      await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
      expect(onBusyChange).toHaveBeenLastCalledWith(false);
      await user.click(screen.getByRole('button', { name: 'Approve with PayPal (test)' }));
      expect(onBusyChange).toHaveBeenLastCalledWith(true);
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    });
  });

  describe('in sandbox mode (the demo)', () => {
    it('says, with the choice, that no money moves', async () => {
      setup();
      const notice = await screen.findByRole('note');
      expect(notice).toHaveTextContent(PAYMENTS_TEST_MODE_NOTICE);
      expect(
        screen.getByRole('group', { name: 'How would you like to pay?' }),
      ).toHaveAccessibleDescription(PAYMENTS_TEST_MODE_NOTICE);
    });

    it('says it on a card-only payment too (a recurring gift)', async () => {
      setup({ cardOnly: true });
      expect(await screen.findByRole('note')).toHaveTextContent(PAYMENTS_TEST_MODE_NOTICE);
    });
  });

  describe('on a live site', () => {
    it('says nothing of test mode', async () => {
      setup({ setup: LIVE });
      expect(await screen.findByRole('button', { name: 'Pay by Card' })).toBeVisible();
      expect(screen.queryByText(PAYMENTS_TEST_MODE_NOTICE)).not.toBeInTheDocument();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });

    it('does not offer PayPal when the site has no PayPal (Stripe alone)', async () => {
      setup({ setup: { ...LIVE, paypal: null } });
      expect(await screen.findByRole('button', { name: 'Pay by Card' })).toBeVisible();
      expect(screen.queryByRole('button', { name: /PayPal/ })).not.toBeInTheDocument();
    });

    it('does not offer the card when the site has no Stripe (PayPal alone)', async () => {
      setup({ setup: { ...LIVE, card: null } });
      expect(await screen.findByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Pay by Card' })).not.toBeInTheDocument();
    });

    it('says so when there is no way to pay at all, calling nothing', async () => {
      const { requests } = setup({ setup: { ...LIVE, card: null }, cardOnly: true });
      expect(await screen.findByRole('note')).toHaveTextContent(NO_PAYMENT_METHODS_MESSAGE);
      expect(screen.queryByRole('group')).not.toBeInTheDocument();
      expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/payments/setup']);
    });
  });

  it('closes on Cancel', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });
});
