import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@parish/shared-web/testing';
import { ResourceTab } from '../resources/components/ResourceTab';
import type { AnyAdminResource } from '../resources/types';

/** One resource's list, as its tab on the dashboard shows it. */
export function renderResourceList(resource: AnyAdminResource) {
  return renderWithProviders(<ResourceTab resource={resource} />, { route: '/admin' });
}

/**
 * The table named `name` as the administrator reads it: its column headers,
 * and each body row's cells with the row's header first.
 */
export async function readTable(name: string) {
  const table = await screen.findByRole('table', { name });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );
  return { headers, rows };
}
