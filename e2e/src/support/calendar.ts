import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** "January 2027": how the calendar's header names a month (`month` counted from year 0). */
const monthName = (month: number) =>
  new Date(Math.floor(month / 12), month % 12, 1).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
  });

/** The day's cell on /calendar, found by the midnight it stands for (the browser's time zone). */
export function dayCell(page: Page, date: string): Locator {
  const timestamp = new Date(`${date}T00:00:00`).getTime();
  return page.locator(`[role="gridcell"][data-timestamp="${timestamp}"]`);
}

/**
 * Moves the calendar forward, a month at a time, until it shows the month
 * of `date`: each step waits for the header to name the next month, so no
 * click lands on a month still sliding out.
 */
export async function showMonthOf(page: Page, date: string): Promise<void> {
  const label = page.locator('.MuiPickersCalendarHeader-label');
  const [year = 0, month = 1] = date.split('-').map(Number);
  const target = year * 12 + month - 1;
  const shown = new Date(`1 ${await label.innerText()}`);
  for (let at = shown.getFullYear() * 12 + shown.getMonth(); at < target; at += 1) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(label).toHaveText(monthName(at + 1));
  }
  await expect(dayCell(page, date)).toBeVisible();
}
