import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@parish/shared-web/testing';
import { readTable } from '../../../testing/resourceList';
import { renderAdmin } from '../../../testing/renderAdmin';
import { resetSession, signIn } from '../../../testing/session';
import { expectCurrentSection, openSection } from '../../../testing/dashboard';
import { cancelledSunday, spanishMass, sundayMass } from './scheduleSamples';

let mock: ReturnType<typeof mockApi> | undefined;
beforeEach(() => signIn());
afterEach(() => {
  mock?.restore();
  resetSession();
});

it('lists the weekly services and the changes for one date in the Mass schedule section', async () => {
  mock = mockApi({
    'GET /api/schedule/entries/': { status: 200, body: [spanishMass, sundayMass] },
    'GET /api/schedule/exceptions/': { status: 200, body: [cancelledSunday] },
    '*': { status: 200, body: [] },
  });
  renderAdmin('/admin');

  await openSection('Mass schedule');
  await expectCurrentSection('Mass schedule');
  const services = await readTable('Weekly services');
  expect(services.headers).toEqual(['What', 'Days', 'Time', 'Language', 'Place', 'Actions']);
  expect(services.rows).toEqual([
    ['Mass', 'Sun, Sat', '6:00 PM', 'Spanish', 'Church', expect.any(String)],
    ['Mass', 'Sun', '8:00 AM', 'English', 'Chapel', expect.any(String)],
  ]);

  const changes = await readTable('Changes for one date');
  expect(changes.headers).toEqual(['Service', 'Date', 'Change', 'New time', 'Note', 'Actions']);
  // The change names the weekly service it cancels.
  expect(changes.rows).toEqual([
    [
      'Mass, Sun, 8:00 AM, Chapel',
      'Dec 13, 2026',
      'Cancelled',
      '',
      'Parish retreat',
      expect.any(String),
    ],
  ]);
  const section = screen.getByRole('group', { name: 'Mass schedule' });
  expect(within(section).getByRole('link', { name: 'Add Weekly Service' })).toBeVisible();
  expect(within(section).getByRole('link', { name: 'Add Change' })).toBeVisible();
});

it('opens the section from the menu under Worship', async () => {
  mock = mockApi({ '*': { status: 200, body: [] } });
  renderAdmin('/admin');
  await userEvent.click(await screen.findByRole('button', { name: /^Sections/ }));
  const menu = await screen.findByRole('dialog', { name: 'Dashboard sections' });
  expect(within(menu).getByText('Worship')).toBeVisible();
  expect(within(menu).getByRole('link', { name: 'Mass schedule' })).toBeVisible();
});
