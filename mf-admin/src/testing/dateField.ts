import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A date picker's field, by its label: the group of its year, month and day parts. */
export const dateField = (label: string) => screen.getByRole('group', { name: label });

/**
 * Types an ISO date into a date picker's field from the keyboard, as a
 * person does: the year part first, then the digits, each part moving on
 * to the next once full.
 */
export async function typeDate(user: UserEvent, label: string, iso: string): Promise<void> {
  await user.click(within(dateField(label)).getByRole('spinbutton', { name: 'Year' }));
  await user.keyboard(iso.replaceAll('-', ''));
}
