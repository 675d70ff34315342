/**
 * The Spanish site (issue 36): every page under /es in Spanish from the
 * server, taken over without a mismatch; the switch and the remembered
 * choice; and a booking made in Spanish whose mail, delivered to a real
 * SMTP server, is written in Spanish and links back to the Spanish pages.
 */
import type { Page } from '@playwright/test';
import type { ReceivedMail } from '@parish/api/testing/smtp';
import { LANGUAGE_COOKIE } from '@parish/shared-types';
import { buildEventInput, isoDaysFromToday } from '@parish/shared-types/testing';
import { apiFor } from '../support/api';
import { openSection } from '../support/dashboard';
import { expect, expectNoSidewaysScroll, test } from '../support/fixtures';

test.use({ siteOptions: { mail: true } });

/** Spanish pages and the heading each opens with. */
const PAGES: Array<[path: string, heading: string]> = [
  ['/es', 'Bienvenidos a Holy Trinity'],
  ['/es/about', 'Quiénes somos'],
  ['/es/events', 'Todos los eventos'],
  ['/es/shop', 'Tienda parroquial'],
  ['/es/giving', 'Donaciones'],
  ['/es/calendar', 'Calendario de eventos'],
];

/** Words of the English header and footer (their Spanish never has them). */
const CHROME_ENGLISH =
  /\b(About Us|Events|Giving|Calendar|Contact Us|Quick Links|Follow Us|Privacy Policy|Terms of Service|Staff login|All rights reserved|Subscribe|Parish office)\b/;

/** Errors the page logs (a hydration mismatch among them). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the site in Spanish', () => {
  test(
    'serves each page in Spanish from the server and takes it over without a mismatch',
    { tag: '@phone' },
    async ({ site, newPage, isMobile }) => {
      const page = await newPage({ theme: isMobile ? 'dark' : 'light' });
      const problems = problemsOf(page);
      for (const [path, heading] of PAGES) {
        const served = await (await fetch(site.url(path))).text();
        expect(served).toContain('<html lang="es"');
        expect(served).toMatch(/<link rel="alternate" hreflang="en" href="[^"]+" \/>/);
        await page.goto(site.url(path));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        // No English left in the chrome: the header's and the footer's words are all Spanish.
        const chrome = [
          await page.getByRole('banner').innerText(),
          await page.getByRole('contentinfo').innerText(),
        ];
        expect(chrome.join('\n')).not.toMatch(CHROME_ENGLISH);
        await expectNoSidewaysScroll(page);
      }
      // A link inside a Spanish page stays in Spanish.
      await page.goto(site.url('/es/events'));
      await page.getByRole('link', { name: 'Tienda', exact: true }).first().click();
      await expect(page).toHaveURL(/\/es\/shop$/);
      expect(problems).toEqual([]);
    },
  );

  test(
    'switches the page to Spanish and back, and remembers the choice',
    { tag: '@phone' },
    async ({ site, newPage, isMobile }) => {
      const page = await newPage();
      await page.goto(site.url('/events?filter=past'));
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Español' }).click();
      await expect(page).toHaveURL(/\/es\/events\?filter=past$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Eventos pasados' })).toBeVisible();

      // An address without a language, opened later, is the chosen language's.
      await page.goto(site.url('/about'));
      await expect(page).toHaveURL(/\/es\/about$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Quiénes somos' })).toBeVisible();

      if (isMobile) await page.getByRole('button', { name: 'Abrir el menú' }).click();
      await page.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(site.url('/about'));
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('en');
      await page.goto(site.url('/calendar'));
      await expect(page).toHaveURL(site.url('/calendar'));
    },
  );

  test('remembers the switch tapped before a page has its script', async ({ site, newPage }) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(site.url('/events'));
    await page.getByRole('link', { name: 'Español' }).click();
    await expect(page).toHaveURL(site.url('/es/events'));
    await page.goto(site.url('/about'));
    await expect(page).toHaveURL(site.url('/es/about'));
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(site.url('/about'));
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  });

  test('offers Spanish to a browser that prefers it, without sending it there', async ({
    site,
    newPage,
  }) => {
    const page = await newPage({ locale: 'es-MX' });
    await page.goto(site.url('/giving'));
    await expect(page).toHaveURL(site.url('/giving'));
    const offer = page.getByRole('region', { name: 'Este sitio también está en español.' });
    await offer.getByRole('link', { name: 'Ver en español' }).click();
    await expect(page).toHaveURL(/\/es\/giving$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Donaciones' })).toBeVisible();
  });

  test(
    'switches to Spanish on /events, books two tickets paid in the sandbox, and the mail is in Spanish',
    { tag: '@phone-only' },
    async ({ site, newPage, mailbox, isMobile }) => {
      const width = isMobile ? 'phone' : 'desktop';
      const title = `E2E Misa Bilingüe ${width}`;
      const event = await apiFor(site, { asAdmin: true }).events.create(
        buildEventInput({ title, price: 10, max_attendees: 20, date: isoDaysFromToday(1) }),
      );
      const page = await newPage();
      await page.goto(site.url('/events?filter=upcoming'));
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Español' }).click();
      await expect(page).toHaveURL(/\/es\/events\?filter=upcoming$/);
      await page.getByRole('link', { name: `Inscríbase ahora en ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/es/event/tickets\\?eventId=${event.id}`));

      await page.getByRole('textbox', { name: /Cantidad de boletos/ }).fill('2');
      for (const [index, name] of ['Ana Ruiz', 'Luis Ruiz'].entries()) {
        const ticket = page.getByRole('group', { name: `Boleto n.º ${index + 1}` });
        await ticket.getByRole('textbox', { name: /Nombre/ }).fill(name);
        await ticket
          .getByRole('textbox', { name: /Correo electrónico/ })
          .fill(`${name.split(' ')[0]?.toLowerCase()}.${width}@example.org`);
        await ticket.getByRole('textbox', { name: /Teléfono/ }).fill('555-0142');
      }
      await page.getByRole('button', { name: 'Continuar al pago' }).click();
      const dialog = page.getByRole('dialog', { name: 'Complete su reservación' });
      await dialog.getByRole('button', { name: 'Pagar con tarjeta' }).click();
      // The sandbox stands in for the card provider's own page, in Spanish as Stripe's would be.
      await expect(page.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
      await page.getByRole('button', { name: /^Aprobar el pago de \$20\.00/ }).click();
      await page.waitForURL('**/es/booking-success?bookingId=*');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('confirmada');

      const booker = `ana.${width}@example.org`;
      const [mail] = await mailbox.waitForMatching((sent) => sent.to.includes(booker));
      const received = mail as ReceivedMail;
      expect(received.parsed.subject).toMatch(new RegExp(`^Reservación confirmada: ${title}, `));
      const text = received.parsed.text ?? '';
      expect(text).toContain('Estimado(a) Ana Ruiz: ¡gracias! Su reservación está confirmada.');
      expect(text).toContain('2 boletos');
      expect(text).toContain('Boleto n.º 2');
      expect(text).not.toContain('Booking Confirmed');
      const link = /https?:\/\/\S+\/es\/check\?\S+/.exec(text)?.[0];
      expect(link).toBeDefined();
      await page.goto(link ?? '');
      await expect(page.getByRole('heading', { name: 'Detalles de la reservación' })).toBeVisible();
    },
  );

  test("shows the API's answer to a bad request in Spanish on a Spanish page", async ({
    site,
    newPage,
  }) => {
    const event = await apiFor(site, { asAdmin: true }).events.create(
      buildEventInput({ title: 'E2E Rosario', price: 0, date: isoDaysFromToday(9) }),
    );
    const page = await newPage();
    // As a page older than the API's rules would send it: the form checks the address, the API
    // checks it again and answers in the page's language.
    await page.route('**/api/bookings/', async (route) => {
      const body = route.request().postDataJSON() as { tickets: Array<{ email: string }> };
      const first = body.tickets[0];
      if (first) first.email = 'no-es-un-correo';
      await route.continue({ postData: JSON.stringify(body) });
    });
    await page.goto(site.url(`/es/event/tickets?eventId=${event.id}`));
    await page.getByRole('textbox', { name: /Cantidad de boletos/ }).fill('1');
    const ticket = page.getByRole('group', { name: 'Boleto n.º 1' });
    await ticket.getByRole('textbox', { name: /Nombre/ }).fill('Ana Ruiz');
    await ticket
      .getByRole('textbox', { name: /Correo electrónico/ })
      .fill('ana.rosario@example.org');
    await ticket.getByRole('textbox', { name: /Teléfono/ }).fill('555-0142');
    await page.getByRole('button', { name: 'Reservar ahora' }).click();
    await expect(
      page.getByText('Ingrese un correo electrónico válido para el boleto 1.').first(),
    ).toBeVisible();
    await expect(page.getByText(/valid email address/)).toHaveCount(0);
  });

  test(
    "the office writes an event's Spanish title beside the English: /es/events shows it, /events keeps the English",
    { tag: '@phone-only' },
    async ({ site, adminPage: page, newPage, isMobile }) => {
      const width = isMobile ? 'phone' : 'desktop';
      const english = `E2E Evening Prayer ${width}`;
      const spanish = `E2E Oración de la tarde ${width}`;
      const event = await apiFor(site, { asAdmin: true }).events.create(
        buildEventInput({ title: english, price: 0, date: isoDaysFromToday(6) }),
      );
      await openSection(page, 'Events');
      await page.getByRole('link', { name: `Edit ${english}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
      await page.getByLabel('Title (Spanish)').fill(spanish);
      await page.getByRole('button', { name: 'Update Event' }).click();
      await expect(page.locator('.MuiSnackbar-root').getByText('Event Updated')).toBeVisible();

      const visitor = await newPage();
      // An event's anchor opens the list on the page that holds it.
      await visitor.goto(site.url(`/es/events#${event.id}`));
      const card = visitor.locator(`[id="${event.id}"]`);
      await expect(card.getByRole('heading', { name: spanish })).toBeVisible();
      await expect(card.getByText(english)).toHaveCount(0);
      // Its description has no Spanish yet: shown in English, marked as such.
      await expect(card.getByText(event.description)).toHaveAttribute('lang', 'en');

      await visitor.goto(site.url(`/events#${event.id}`));
      await expect(card.getByRole('heading', { name: english })).toBeVisible();
      await expect(card.getByText(spanish)).toHaveCount(0);
    },
  );
});
