import type { Page } from '@playwright/test';
import type { DONATION_PRESETS } from '@parish/shared-types';
import type { TestSite } from './site';
import { expectTakenOver } from './takeover';

/** Who gives, how much and (optionally) to which fund, as the giving form's buttons name them. */
export interface CardGift {
  /** One of the form's preset amounts, in dollars. */
  amount: (typeof DONATION_PRESETS)[number];
  fund?: string;
  name: string;
  email: string;
}

/**
 * A one-time gift on /giving paid by card in the sandbox, up to the success
 * page. The taps wait for the page's scripts: a tap on the server's page
 * before they take it over chooses nothing, and Donate Now stays disabled.
 */
export async function giveByCard(site: TestSite, page: Page, gift: CardGift): Promise<void> {
  await page.goto(site.url('/giving'));
  await expectTakenOver(page);
  await page.getByRole('button', { name: `$${gift.amount}`, exact: true }).click();
  if (gift.fund) await page.getByRole('button', { name: new RegExp(`^${gift.fund}`) }).click();
  await page.getByRole('textbox', { name: /^Your name/ }).fill(gift.name);
  await page.getByRole('textbox', { name: /^Email address/ }).fill(gift.email);
  await page.getByRole('button', { name: 'Donate Now' }).click();
  await page
    .getByRole('dialog', { name: 'Complete Your Gift' })
    .getByRole('button', { name: 'Pay by Card' })
    .click();
  await page
    .getByRole('button', { name: new RegExp(`^Approve payment of \\$${gift.amount}\\.00`) })
    .click();
  await page.waitForURL('**/success?session_id=*');
}
