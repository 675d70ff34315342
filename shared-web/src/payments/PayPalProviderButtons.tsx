import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { DEFAULT_LANGUAGE, type Language } from '@parish/shared-types';

/**
 * PayPal's locale for the buttons and its window on a page in another
 * language than English (for English, PayPal's default is kept as it was).
 */
const PAYPAL_LOCALES: Partial<Record<Language, string>> = { es: 'es_US' };

/**
 * PayPal's own buttons, for a configured client id (loaded only then, and
 * only when the visitor chooses PayPal). The order is created and captured
 * by the API, which prices it; PayPal only approves it. PayPal draws its
 * own words, in the page's language.
 */
export default function PayPalProviderButtons({
  clientId,
  language = DEFAULT_LANGUAGE,
  createOrder,
  approve,
  onFailure,
  disabled,
}: {
  clientId: string;
  language?: Language;
  createOrder: () => Promise<string>;
  approve: (orderID: string) => Promise<void>;
  onFailure: () => void;
  disabled: boolean;
}) {
  const locale = PAYPAL_LOCALES[language];
  return (
    <PayPalScriptProvider
      options={{ clientId, currency: 'USD', intent: 'capture', ...(locale && { locale }) }}
    >
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
