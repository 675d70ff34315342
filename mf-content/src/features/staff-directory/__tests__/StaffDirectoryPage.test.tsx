import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithProviders, type MockReply } from '@parish/shared-web/testing';
import { buildLeader } from '@parish/shared-types/testing';
import StaffDirectoryPage from '../components/StaffDirectoryPage';
import { pictureFetch } from '../../../testing/pictureFetch';

function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id}`);
  return element;
}

describe('the Staff Directory', () => {
  const pastor = buildLeader({ id: 1, name: 'Fr. Michael Andrews', title: 'Pastor' });
  const deacon = buildLeader({ id: 2, name: 'Rev. Deacon Maria Lopez', title: 'Deacon' });

  function renderDirectory(reply: MockReply, route = '/about/staff-directory') {
    mockApi({ 'GET /api/leadership/': reply });
    renderWithProviders(<StaffDirectoryPage />, { route, path: '/about/staff-directory' });
  }

  it('puts pastoral staff and deacons in their own accordions, with the council and fellowship', async () => {
    renderDirectory({ status: 200, body: [pastor, deacon] });
    for (const name of [
      'Pastoral Staff',
      'Parish Deacons',
      'Parish Council',
      'Holy Trinity Fellowship',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    const staff = byId('pastoral-staff');
    expect(
      await within(staff).findByRole('article', { name: 'Fr. Michael Andrews' }),
    ).toBeInTheDocument();
    expect(within(staff).queryByRole('article', { name: /Maria/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Parish Deacons' }));
    const deacons = byId('parish-deacons');
    expect(
      within(deacons).getByRole('article', { name: 'Rev. Deacon Maria Lopez' }),
    ).toBeInTheDocument();
  });

  it('fetches the first pastoral portrait first when the page opens on the pastoral staff', async () => {
    const curate = buildLeader({ id: 3, name: 'Fr. John Reyes', title: 'Associate Pastor' });
    renderDirectory({ status: 200, body: [pastor, curate, deacon] });
    const first = await screen.findByRole('article', { name: 'Fr. Michael Andrews' });
    expect(pictureFetch(first)).toBe('first');
    expect(pictureFetch(screen.getByRole('article', { name: 'Fr. John Reyes' }))).toBe('when near');
  });

  it('fetches no portrait first when a link opens another section', async () => {
    renderDirectory(
      { status: 200, body: [pastor, deacon] },
      '/about/staff-directory#parish-deacons',
    );
    const card = await screen.findByRole('article', { name: 'Rev. Deacon Maria Lopez' });
    expect(pictureFetch(card)).toBe('when near');
  });

  it('opens the accordion the link names', () => {
    renderDirectory('never', '/about/staff-directory#parish-council');
    expect(screen.getByRole('button', { name: 'Parish Council' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows the loading text, and the failure', async () => {
    renderDirectory({ status: 500, body: { message: 'x' } });
    expect(await screen.findAllByText('Failed to fetch leadership data')).not.toHaveLength(0);
  });
});
