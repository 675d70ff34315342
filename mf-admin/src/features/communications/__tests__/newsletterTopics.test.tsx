import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsletterTopic } from '@parish/shared-types';
import { mockApi } from '@parish/shared-web/testing';
import { readTable } from '../../../testing/resourceList';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { expectCurrentSection, openSection } from '../../../testing/dashboard';

const parishNews: NewsletterTopic = {
  id: 1,
  name: 'Parish news',
  name_es: 'Noticias parroquiales',
  description: 'What is happening in the parish.',
  description_es: 'Lo que sucede en la parroquia.',
  position: 1,
  retired: false,
};
const lent: NewsletterTopic = {
  id: 6,
  name: 'Lent 2026',
  name_es: null,
  description: null,
  description_es: null,
  position: 9,
  retired: true,
};

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

it('lists every topic, retired ones marked, in Communications under People and messages', async () => {
  mock = mockApi({
    'GET /api/newsletter/topics/all/': { status: 200, body: [parishNews, lent] },
    '*': { status: 200, body: [] },
  });
  renderAdmin('/admin');
  await userEvent.click(await screen.findByRole('button', { name: /^Sections/ }));
  const menu = await screen.findByRole('dialog', { name: 'Dashboard sections' });
  expect(within(menu).getByText('People and messages')).toBeVisible();
  await userEvent.keyboard('{Escape}');

  await openSection('Communications');
  await expectCurrentSection('Communications');
  const topics = await readTable('Newsletter topics');
  expect(topics.headers).toEqual(['Order', 'Name', 'Name (Spanish)', 'Offered', 'Actions']);
  expect(topics.rows).toEqual([
    ['1', 'Parish news', 'Noticias parroquiales', 'Offered', expect.any(String)],
    ['9', 'Lent 2026', '', 'Retired', expect.any(String)],
  ]);
  const section = screen.getByRole('group', { name: 'Communications' });
  expect(within(section).getByRole('link', { name: 'Add Topic' })).toBeVisible();
});

it('adds a topic with its Spanish name: the API gets what the office wrote', async () => {
  mock = mockApi({
    'GET /api/newsletter/topics/all/': { status: 200, body: [parishNews] },
    'POST /api/newsletter/topics/': { status: 201, body: { ...parishNews, id: 7, name: 'Choir' } },
    '*': { status: 200, body: [] },
  });
  const user = userEvent.setup();
  renderAdmin('/admin/communications/add-topic');
  expect(await screen.findByRole('heading', { level: 1, name: 'Add Topic' })).toBeVisible();
  await user.type(screen.getByLabelText(/^Name(?! \(Spanish\))/), 'Choir');
  await user.type(screen.getByLabelText(/^Name \(Spanish\)/), 'Coro');
  await user.type(screen.getByLabelText(/^Order/), '6');
  await user.click(screen.getByRole('button', { name: 'Add Topic' }));

  expect(await screen.findByText('Topic added')).toBeInTheDocument();
  expect(mock.requests.filter((request) => request.method !== 'GET')).toEqual([
    {
      method: 'POST',
      url: '/api/newsletter/topics/',
      body: {
        name: 'Choir',
        name_es: 'Coro',
        description: null,
        description_es: null,
        position: 6,
        retired: false,
      },
    },
  ]);
});

it('says which field is missing before anything is sent', async () => {
  mock = mockApi({ '*': { status: 200, body: [] } });
  const user = userEvent.setup();
  renderAdmin('/admin/communications/add-topic');
  await screen.findByRole('heading', { level: 1, name: 'Add Topic' });
  await user.click(screen.getByRole('button', { name: 'Add Topic' }));
  await waitFor(() =>
    expect(screen.getByLabelText(/^Name(?! \(Spanish\))/)).toHaveAccessibleDescription(
      'Please enter the topic’s name',
    ),
  );
  expect(mock.requests.filter((request) => request.method !== 'GET')).toEqual([]);
});
