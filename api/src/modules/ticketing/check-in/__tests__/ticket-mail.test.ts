/**
 * The booking mail's tickets, through a real SMTP server: each QR image
 * decodes to that ticket's check-in code and nothing else (no booking id,
 * no link), the code is printed under it, and the code typed at the door
 * checks that ticket in.
 */
import { apiPaths, type Booking, type CheckInResult } from '@parish/shared-types';
import { buildBookingInput } from '@parish/shared-types/testing';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { createMailingTestApp, insertEvent, type TestApp } from '../../../../testing/app';
import { mailsTo, type TestSmtpServer } from '../../../../testing/smtp';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  ({ t, smtp } = await createMailingTestApp());
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function decodeQr(png: Buffer): string | undefined {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
}

it('puts only each ticket’s check-in code in its QR code, and prints it under the code', async () => {
  const event = await insertEvent(t.db, { priceCents: 0 });
  const response = await t.inject({
    method: 'POST',
    url: apiPaths.bookings,
    payload: buildBookingInput(event.id, 2, {
      tickets: [
        { name: 'Maria Lopez', email: 'maria@example.org', phone_number: '555-0101' },
        { name: 'Bo Lee', email: 'bo@example.org', phone_number: '555-0102' },
      ],
    }),
  });
  const booking = response.json<Booking>();
  const codes = booking.tickets.map((ticket) => ticket.check_in_code ?? '');

  await smtp.waitForMails(1);
  const [mail] = mailsTo(smtp, 'maria@example.org');
  const images = (mail?.parsed.attachments ?? []).filter((a) => a.contentType === 'image/png');
  expect(images.map((image) => decodeQr(image.content))).toEqual(
    codes.map((code) => code.replace(/-/g, '')),
  );
  for (const code of codes) expect(mail?.parsed.text).toContain(`Check-in code: ${code}`);

  const scanned = decodeQr(images[0]?.content ?? Buffer.alloc(0)) ?? '';
  const checkIn = await t.inject({
    method: 'POST',
    url: apiPaths.checkIn,
    payload: { event: event.id, code: scanned },
    headers: { cookie: await t.adminCookie() },
  });
  expect(checkIn.json<CheckInResult>().message).toBe('Checked in: Ticket #1, Maria Lopez');
});
