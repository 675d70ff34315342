import type { PaymentsConfig } from '../../../../config';
import {
  callProvider,
  centsToDecimal,
  decimalToCents,
  ProviderError,
  type OrderCapture,
  type PayPalOrderProvider,
} from './types';

type PayPalConfig = NonNullable<PaymentsConfig['paypal']>;

/** Renew the access token this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

interface PayPalErrorBody {
  name?: string;
  message?: string;
  error_description?: string;
  details?: { issue?: string }[];
}

/**
 * PayPal Orders v2 over its REST API: an OAuth client-credentials token
 * (kept until shortly before it expires), `POST /v2/checkout/orders` with
 * our amount, and `POST /v2/checkout/orders/{id}/capture` once the visitor
 * has approved it in PayPal's window.
 */
export function payPalOrderProvider(config: PayPalConfig): PayPalOrderProvider {
  let token: { value: string; expiresAt: number } | null = null;

  const call = (path: string, init: RequestInit) =>
    callProvider('paypal', 'PayPal', `${config.apiBase}${path}`, init);

  function failure(status: number, body: unknown): ProviderError {
    const error = (body ?? {}) as PayPalErrorBody;
    const issue = error.details?.[0]?.issue ?? error.name;
    return new ProviderError(
      'paypal',
      error.message ?? error.error_description ?? `unexpected answer (${status})`,
      status,
      issue,
    );
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const { status, body } = await call('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const answer = body as { access_token?: unknown; expires_in?: unknown } | null;
    if (status !== 200 || typeof answer?.access_token !== 'string') throw failure(status, body);
    const lifetimeMs = typeof answer.expires_in === 'number' ? answer.expires_in * 1000 : 0;
    token = {
      value: answer.access_token,
      expiresAt: Date.now() + Math.max(0, lifetimeMs - TOKEN_MARGIN_MS),
    };
    return token.value;
  }

  async function authorised(path: string, body: unknown, requestId?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      'content-type': 'application/json',
    };
    // PayPal's idempotency key: a retried create makes no second order.
    if (requestId) headers['paypal-request-id'] = requestId;
    return call(path, { method: 'POST', headers, body: JSON.stringify(body) });
  }

  return {
    name: 'paypal',
    async createOrder(request) {
      const { status, body } = await authorised(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: `payment-${request.paymentId}`,
              custom_id: String(request.paymentId),
              description: request.description.slice(0, 127),
              amount: { currency_code: 'USD', value: centsToDecimal(request.amountCents) },
            },
          ],
        },
        `parish-payment-${request.paymentId}`,
      );
      const order = body as { id?: unknown } | null;
      if (status >= 300 || typeof order?.id !== 'string') throw failure(status, body);
      return { id: order.id };
    },

    async captureOrder(orderId): Promise<OrderCapture> {
      const { status, body } = await authorised(
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
      );
      if (status >= 300) {
        const error = failure(status, body);
        // Captured before (e.g. by another instance): the money is in.
        if (error.code === 'ORDER_ALREADY_CAPTURED') {
          return { status: 'COMPLETED', amountCents: null, currency: null };
        }
        if (status === 422 && error.code === 'INSTRUMENT_DECLINED') {
          return { status: 'DECLINED', amountCents: null, currency: null };
        }
        throw error;
      }
      const order = body as {
        status?: string;
        purchase_units?: {
          payments?: {
            captures?: { status?: string; amount?: { value?: string; currency_code?: string } }[];
          };
        }[];
      } | null;
      const capture = order?.purchase_units?.[0]?.payments?.captures?.[0];
      const amountCents = decimalToCents(capture?.amount?.value);
      const currency = capture?.amount?.currency_code ?? null;
      if (order?.status === 'COMPLETED' && capture?.status === 'COMPLETED') {
        return { status: 'COMPLETED', amountCents, currency };
      }
      if (capture?.status === 'PENDING') return { status: 'PENDING', amountCents, currency };
      return { status: 'DECLINED', amountCents, currency };
    },
  };
}
