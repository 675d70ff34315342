import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createParishApi, type PaymentSetup } from '@parish/shared-types';
import { buildPaymentSetup } from '@parish/shared-types/testing';
import { apiClient } from '@parish/shared-web';
import { loadPaymentCatalog, PaymentDialog } from '@parish/shared-web/payments';
import {
  mockApi,
  renderWithProviders,
  translationsIn,
  type MockReply,
} from '@parish/shared-web/testing';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => null) }));
// PayPal's SDK script comes from paypal.com: the stand-in shows the options it would load with.
jest.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children, options }: { children: ReactNode; options: object }) => (
    <div data-testid="paypal-sdk" data-options={JSON.stringify(options)}>
      {children}
    </div>
  ),
  PayPalButtons: () => <button type="button">PayPal</button>,
}));

const api = createParishApi(apiClient);
const SESSION = {
  id: 'cs_1',
  url: 'http://localhost:8000/api/payments/sandbox/checkout/cs_1',
  amount: 12.5,
  currency: 'USD',
};

let mock: ReturnType<typeof mockApi> | undefined;
afterEach(() => mock?.restore());

/** The site's payment setup, as the API answers it. */
const offering = (setup: PaymentSetup): MockReply => ({ status: 200, body: setup });

async function renderInSpanish(setup: MockReply, checkout?: MockReply) {
  mock = mockApi({
    'GET /api/payments/setup': setup,
    'POST /api/checkout/create-checkout-session': checkout ?? { status: 200, body: SESSION },
  });
  renderWithProviders(
    <PaymentDialog
      open
      onClose={jest.fn()}
      title="Complete su compra"
      summary="Rosario de madera de olivo — $12.50"
      startCardCheckout={() => api.payments.createCheckoutSession({ product: { id: 3 } })}
      createPayPalOrder={() => api.payments.createOrder({ product: { id: 3 } })}
      capturePayPalOrder={(orderID) => api.payments.captureOrder({ orderID })}
      messages={{
        cardFailed: 'No se pudo realizar el pago. Por favor, inténtelo de nuevo.',
        paypalFailed: 'No se pudo realizar el pago con PayPal.',
      }}
      redirect={jest.fn()}
    />,
    { translations: await translationsIn('es', loadPaymentCatalog) },
  );
  return userEvent.setup();
}

describe('the payment dialog in Spanish', () => {
  it('offers card or PayPal, says that no money moves, and approves a test payment in Spanish', async () => {
    const user = await renderInSpanish(offering(buildPaymentSetup()));
    expect(await screen.findByRole('heading', { name: '¿Cómo desea pagar?' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Modo de prueba: no se mueve dinero.');
    expect(screen.getByRole('button', { name: 'Pagar con tarjeta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagar con PayPal' }));
    expect(screen.getByText(/^PayPal está en modo de prueba/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar con PayPal (prueba)' })).toBeInTheDocument();
    expect(screen.queryByText(/Pay by|Pay with|Cancel\b|money/)).not.toBeInTheDocument();
  });

  it("asks PayPal's own buttons for Spanish", async () => {
    const user = await renderInSpanish(
      offering(
        buildPaymentSetup({
          sandbox: false,
          card: null,
          paypal: { provider: 'paypal', clientId: 'parish-client-id' },
        }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Pagar con PayPal' }));
    expect(JSON.parse((await screen.findByTestId('paypal-sdk')).dataset.options ?? '')).toEqual({
      clientId: 'parish-client-id',
      currency: 'USD',
      intent: 'capture',
      locale: 'es_US',
    });
  });

  it('says a lost connection in Spanish', async () => {
    const user = await renderInSpanish(offering(buildPaymentSetup()), 'network-error');
    await user.click(await screen.findByRole('button', { name: 'Pagar con tarjeta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos comunicarnos con el servidor de la parroquia. Revise su conexión e inténtelo de nuevo.',
    );
  });

  it('says when the payment options could not be loaded, with a way to try again', async () => {
    await renderInSpanish({ status: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudieron cargar las formas de pago. Por favor, inténtelo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('says so when there is no way to pay', async () => {
    await renderInSpanish(
      offering(buildPaymentSetup({ sandbox: false, card: null, paypal: null })),
    );
    expect(await screen.findByRole('note')).toHaveTextContent(
      'El pago en línea no está disponible en este momento. Por favor, comuníquese con la oficina parroquial.',
    );
  });
});
