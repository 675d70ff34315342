import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_LINK_INVALID_MESSAGE } from '@parish/shared-types';
import { buildNewsletterSubscription } from '@parish/shared-types/testing';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import NewsletterConfirmPage from '../components/NewsletterConfirmPage';
import NewsletterUnsubscribePage from '../components/NewsletterUnsubscribePage';

/** A token as the API writes them: 43 characters of base64url. */
const TOKEN = 'NK-m3eGlxsj_vp004cC9Q3Pl05nVjZ_q3oKTg2Whjlg';
const INVALID_LINK = { status: 400, body: { message: MAIL_LINK_INVALID_MESSAGE } };
const maria = buildNewsletterSubscription({ email: 'maria@example.org' });

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => {
  api?.restore();
  api = undefined;
});

const posts = () => api?.requests.filter((request) => request.method === 'POST') ?? [];

describe('the confirm link’s page', () => {
  function openConfirmLink(
    reply: MockReply | (() => MockReply),
    route = `/newsletter/confirm?token=${TOKEN}`,
  ) {
    api = mockApi({ 'POST /api/newsletter/confirm/': reply });
    // Strict mode runs effects twice, as development does: still one confirm.
    renderWithProviders(
      <StrictMode>
        <NewsletterConfirmPage />
      </StrictMode>,
      { route },
    );
  }

  it('confirms the subscription once, saying so while it waits', async () => {
    openConfirmLink({ status: 200, body: maria });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription...');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! Parish news, events and reflections will come to maria@example.org.',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/newsletter/confirm/', body: { token: TOKEN } },
    ]);
  });

  it("says a used or unknown link is not valid, in the API's words, with nothing to retry", async () => {
    openConfirmLink(INVALID_LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_LINK_INVALID_MESSAGE);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Subscription not confirmed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it.each([
    ['without a token', '/newsletter/confirm'],
    ['with a token that cannot be one', '/newsletter/confirm?token=abc'],
  ])('says the link is not valid %s, without asking the API', async (_case, route) => {
    openConfirmLink({ status: 200, body: maria }, route);
    expect(screen.getByRole('alert')).toHaveTextContent(MAIL_LINK_INVALID_MESSAGE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posts()).toEqual([]);
  });

  it('offers to try again when the server fails, and confirms then', async () => {
    let calls = 0;
    openConfirmLink(() => {
      calls += 1;
      return calls === 1 ? { status: 500 } : { status: 200, body: maria };
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not confirm your subscription right now. Please try again later.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Subscription confirmed' }),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(2);
  });
});

describe('the unsubscribe link’s page', () => {
  function openUnsubscribeLink(reply: MockReply, route = `/newsletter/unsubscribe?token=${TOKEN}`) {
    api = mockApi({ 'POST /api/newsletter/unsubscribe/': reply });
    renderWithProviders(<NewsletterUnsubscribePage />, { route });
    return userEvent.setup();
  }

  it('unsubscribes only when the button is pressed, from the keyboard too', async () => {
    const user = openUnsubscribeLink({
      status: 200,
      body: { ...maria, status: 'unsubscribed' },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unsubscribe from the Newsletter' }),
    ).toBeInTheDocument();
    expect(posts()).toEqual([]);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The parish newsletter will no longer come to maria@example.org.',
    );
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/newsletter/unsubscribe/', body: { token: TOKEN } },
    ]);
  });

  it("reads 'Unsubscribing...' while the API answers", async () => {
    const user = openUnsubscribeLink('never');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(screen.getByRole('button', { name: 'Unsubscribing...' })).toBeDisabled();
  });

  it('says a link without its token is not valid, and offers no button', () => {
    openUnsubscribeLink({ status: 200, body: maria }, '/newsletter/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent(MAIL_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says the API refused the link, and takes the button away', async () => {
    const user = openUnsubscribeLink(INVALID_LINK);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MAIL_LINK_INVALID_MESSAGE);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('keeps the button for another try when the server cannot be reached', async () => {
    const user = openUnsubscribeLink('network-error');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the parish server. Check your connection and try again.',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeEnabled());
  });
});
