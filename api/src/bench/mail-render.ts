/**
 * How fast mails render: 500 booking confirmations with two tickets each
 * (two QR codes, one calendar file, HTML and text), one after another as
 * the outbox's worker renders them. React is much slower in development, so
 * measure as the server runs: `NODE_ENV=production npx tsx api/src/bench/mail-render.ts`.
 */
import { performance } from 'node:perf_hooks';
import { MAILS as SITE_MAILS } from '../mails';
import { SAMPLE_SITE } from '../modules/messaging';

const MAILS = 500;
const WARM_UP = 20;

async function main() {
  const sample = SITE_MAILS.samples.booking_confirmed;
  // Each mail its own booking, so no QR code is the same as the one before.
  const mail = (index: number) => ({
    ...sample,
    bookingId: `bid${index}`,
    tickets: sample.tickets.map((ticket) => ({
      ...ticket,
      qrValue: `${ticket.qrValue}&n=${index}`,
      reference: `bid${index}-${ticket.number}`,
    })),
  });
  for (let index = 0; index < WARM_UP; index++) {
    await SITE_MAILS.render('booking_confirmed', mail(-index), SAMPLE_SITE);
  }
  const start = performance.now();
  const startCpu = process.cpuUsage();
  let bytes = 0;
  for (let index = 0; index < MAILS; index++) {
    const rendered = await SITE_MAILS.render('booking_confirmed', mail(index), SAMPLE_SITE);
    bytes += rendered.html.length;
  }
  const seconds = (performance.now() - start) / 1000;
  // CPU time too: on a shared machine the wall clock also counts other work.
  const cpu = process.cpuUsage(startCpu);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.info(
    `${MAILS} booking_confirmed mails (2 tickets), NODE_ENV=${process.env.NODE_ENV ?? '(unset)'}, ` +
      `Node ${process.version}: ${(MAILS / seconds).toFixed(0)} mails/s ` +
      `(${((seconds / MAILS) * 1000).toFixed(1)} ms each), ` +
      `${((cpuSeconds / MAILS) * 1000).toFixed(1)} ms of CPU each; ` +
      `HTML ${(bytes / MAILS / 1024).toFixed(1)} KiB each.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
