import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildLeader } from '@parish/shared-types/testing';
import { mockApi } from '@parish/shared-web/testing';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';

const pastor = buildLeader({
  id: 3,
  name: 'Fr. Thomas Reyes',
  image: '/api/static/seed/leader-pastor.svg',
  facebook: 'https://facebook.com/holytrinity',
});

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

it('edits a leader with the image optional: left blank, it is not sent, so it stays', async () => {
  mock = mockApi({
    'GET /api/leadership/': { status: 200, body: [pastor] },
    'GET /api/leadership/3/': { status: 200, body: pastor },
    'PATCH /api/leadership/3/': { status: 200, body: pastor },
  });
  const user = userEvent.setup();
  renderAdmin('/admin/leaders/edit/3');

  const image = await screen.findByRole('textbox', { name: /^Image URL/ });
  expect(image).not.toBeRequired();
  expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
  expect(screen.getByRole('img', { name: 'Preview of Image URL' })).toHaveAttribute(
    'src',
    '/api/static/seed/leader-pastor.svg',
  );
  await user.clear(image);
  await user.clear(screen.getByRole('textbox', { name: /^Facebook/ }));
  await user.click(screen.getByRole('button', { name: 'Update Leader' }));

  expect(await screen.findByText('Leader Updated')).toBeInTheDocument();
  const patch = mock.requests.find((request) => request.method === 'PATCH');
  expect(patch?.body).not.toHaveProperty('image');
  // An emptied optional link is cleared, not kept.
  expect(patch?.body).toMatchObject({ name: 'Fr. Thomas Reyes', facebook: null });
});
