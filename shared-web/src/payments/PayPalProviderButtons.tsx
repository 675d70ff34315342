import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';

/**
 * PayPal's own buttons, for a configured client id (loaded only then, and
 * only when the visitor chooses PayPal). The order is created and captured
 * by the API, which prices it; PayPal only approves it.
 */
export default function PayPalProviderButtons({
  clientId,
  createOrder,
  approve,
  onFailure,
  disabled,
}: {
  clientId: string;
  createOrder: () => Promise<string>;
  approve: (orderID: string) => Promise<void>;
  onFailure: () => void;
  disabled: boolean;
}) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        disabled={disabled}
        createOrder={createOrder}
        onApprove={(data) => approve(data.orderID)}
        onError={onFailure}
      />
    </PayPalScriptProvider>
  );
}
