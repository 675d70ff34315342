import { useState } from 'react';
import { newsletterInputSchema, validate } from '@parish/shared-types';
import { describeApiError, toApiFailure } from '@parish/shared-web';
import { subscribeToNewsletter } from '../api/subscribe';

const NEWSLETTER_FAILED_MESSAGE = 'We could not subscribe you right now. Please try again later.';

export type NewsletterSignupState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'subscribed'; email: string }
  /** `field`: the address itself is wrong (the form marks the input). */
  | { status: 'error'; message: string; field: boolean };

/**
 * The footer's newsletter box: checks the address with the same schema the
 * API uses, then subscribes it.
 */
export function useNewsletterSignup() {
  const [state, setState] = useState<NewsletterSignupState>({ status: 'idle' });

  async function subscribe(email: string): Promise<boolean> {
    const parsed = validate(newsletterInputSchema, { email });
    if (!parsed.ok) {
      setState({
        status: 'error',
        message: parsed.errors.email ?? 'Please enter a valid email address.',
        field: true,
      });
      return false;
    }
    setState({ status: 'sending' });
    try {
      const subscription = await subscribeToNewsletter(parsed.value);
      setState({ status: 'subscribed', email: subscription.email });
      return true;
    } catch (error) {
      setState({
        status: 'error',
        message: describeApiError(error, NEWSLETTER_FAILED_MESSAGE),
        field: toApiFailure(error).fields.email !== undefined,
      });
      return false;
    }
  }

  return { state, subscribe };
}
