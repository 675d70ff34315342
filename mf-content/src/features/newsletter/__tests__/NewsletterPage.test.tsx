import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWSLETTER_SIGN_UP_MESSAGE, type NewsletterTopic } from '@parish/shared-types';
import { mockApi, renderWithProviders } from '@parish/shared-web/testing';
import NewsletterPage from '../components/NewsletterPage';

function topic(id: number, name: string, description: string | null = null): NewsletterTopic {
  return {
    id,
    name,
    name_es: null,
    description,
    description_es: null,
    position: id,
    retired: false,
  };
}

let api: ReturnType<typeof mockApi> | undefined;
afterEach(() => api?.restore());

it('subscribes with the topics chosen, Parish news ticked to start with', async () => {
  api = mockApi({
    'GET /api/newsletter/topics/': {
      status: 200,
      body: [topic(1, 'Parish news', 'What is happening in the parish.'), topic(3, 'Youth')],
    },
    'POST /api/newsletter/': { status: 202, body: { message: NEWSLETTER_SIGN_UP_MESSAGE } },
  });
  const user = userEvent.setup();
  renderWithProviders(<NewsletterPage />, { route: '/newsletter' });

  const parishNews = await screen.findByRole('checkbox', {
    name: 'Parish news: What is happening in the parish.',
  });
  expect(parishNews).toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: 'Youth' }));
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'Ana@Example.org');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));

  expect(await screen.findByText(NEWSLETTER_SIGN_UP_MESSAGE)).toBeVisible();
  expect(api.requests.filter((request) => request.method === 'POST')).toEqual([
    {
      method: 'POST',
      url: '/api/newsletter/',
      body: { email: 'ana@example.org', topics: [1, 3] },
    },
  ]);
});
