import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  isRequiredField,
  NEWSLETTER_SIGN_UP_MESSAGE,
  newsletterInputSchema,
} from '@parish/shared-types';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { loadTranslations } from '../../../lib/i18n';
import { NewsletterSignup } from '../components/NewsletterSignup';

/** The API's answer to every address, on the list or not. */
const SIGNED_UP: MockReply = { status: 202, body: { message: NEWSLETTER_SIGN_UP_MESSAGE } };

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

function setup(reply: MockReply) {
  api = mockApi({ 'POST /api/newsletter/': reply });
  renderWithProviders(<NewsletterSignup />);
  return api;
}

async function subscribeWith(email: string) {
  const user = userEvent.setup();
  const input = screen.getByPlaceholderText('Your email');
  if (email) await user.type(input, email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return input;
}

describe('the newsletter box', () => {
  it('has an e-mail input with the placeholder and an accessible name', () => {
    setup(SIGNED_UP);
    const input = screen.getByRole('textbox', {
      name: 'Your e-mail address for the newsletter',
    });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('placeholder', 'Your email');
  });

  it('refuses a bad address with a clear message, without calling the API', async () => {
    const requests = setup(SIGNED_UP).requests;
    const input = await subscribeWith('not-an-address');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('asks for an address when the box is empty', async () => {
    const requests = setup(SIGNED_UP).requests;
    await subscribeWith('');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.');
    expect(requests).toHaveLength(0);
  });

  it('subscribes the trimmed, lower-cased address and asks the visitor to confirm it', async () => {
    const { requests } = setup(SIGNED_UP);
    const input = await subscribeWith('  Maria@Example.org ');
    expect(await screen.findByText(NEWSLETTER_SIGN_UP_MESSAGE)).toBeInTheDocument();
    expect(requests).toEqual([
      { method: 'POST', url: '/api/newsletter/', body: { email: 'maria@example.org' } },
    ]);
    expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the API's message when it refuses the address", async () => {
    setup({
      status: 400,
      body: {
        message: 'Please enter a valid email address.',
        fields: { email: 'Please enter a valid email address.' },
      },
    });
    const input = await subscribeWith('maria@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('says so when the API fails, and keeps the address for another try', async () => {
    setup({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    });
    const input = await subscribeWith('maria@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not subscribe you right now. Please try again later.',
    );
    expect(input).toHaveValue('maria@example.org');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('says so when the server cannot be reached', async () => {
    setup('network-error');
    await subscribeWith('maria@example.org');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the parish server. Check your connection and try again.',
    );
  });

  it("reads 'Subscribing...' while the API answers", async () => {
    setup('never');
    await subscribeWith('maria@example.org');
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  });
});

describe("the newsletter box's required field", () => {
  it('is marked required, as its schema (loaded only when used) requires it', () => {
    setup(SIGNED_UP);
    expect(isRequiredField(newsletterInputSchema, 'email')).toBe(true);
    expect(screen.getByRole('textbox', { name: /newsletter/ })).toBeRequired();
  });

  it('asks in Spanish on a Spanish page, and says so there when the API fails', async () => {
    api = mockApi({ 'POST /api/newsletter/': { status: 500, body: { message: 'Server error' } } });
    renderWithProviders(<NewsletterSignup />, { translations: await loadTranslations('es') });
    expect(screen.getByRole('heading', { name: 'Boletín' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(
      screen.getByRole('textbox', { name: 'Su dirección de correo electrónico para el boletín' }),
      'maria@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Suscribirse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos suscribirle en este momento. Inténtelo de nuevo más tarde.',
    );
  });
});
