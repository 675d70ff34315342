/**
 * The giving mails in Spanish, for a person who gave or bought on the
 * Spanish site (or a donor who chose Spanish in My Giving): subject, texts,
 * dates and money as Spanish readers in the United States write them. The
 * English ones are checked, unchanged, in src/__tests__/mail-templates.test.tsx.
 */
import { MAILS } from '../../../../mails';
import { SAMPLE_SITE, type RenderedMail } from '../../../messaging';

const { render, subject, samples } = MAILS;
const inSpanish = { ...SAMPLE_SITE, language: 'es' as const };

/** The HTML's text as a reader sees it: no tags, entities decoded, spaces collapsed. */
function visible(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ');
}

function expectShown(mail: RenderedMail, texts: readonly string[]) {
  for (const text of texts) {
    expect(visible(mail.html)).toContain(text);
    expect(mail.text).toContain(text);
  }
}

function expectNotShown(mail: RenderedMail, texts: readonly string[]) {
  for (const text of texts) expect(visible(mail.html)).not.toContain(text);
}

describe('the giving mails in Spanish', () => {
  it('gift_receipt: the receipt, its funds and frequency, and the IRS statement in Spanish', async () => {
    expect(subject('gift_receipt', samples.gift_receipt, 'es')).toBe(
      'Recibo de su donación de $250.00',
    );
    const mail = await render('gift_receipt', samples.gift_receipt, inSpanish);
    expect(mail.html).toContain('<html dir="ltr" lang="es">');
    expectShown(mail, [
      'Gracias por su donación',
      `Estimado(a) Mary Smith: gracias por su donación de $250.00 a ${SAMPLE_SITE.name}. Este correo es su recibo.`,
      'Fecha de recepción',
      'domingo, 1 de marzo de 2026',
      'Cargo por procesamiento que usted cubrió',
      'Mensual (donación recurrente)',
      'Stripe (tarjeta)',
      'Fondo de Construcción',
      'Misiones',
      'No se proporcionaron bienes ni servicios a cambio de esta donación.',
      'Ver su recibo',
      'Por favor, conserve este recibo para su declaración de impuestos.',
      'Teléfono:',
    ]);
    expectNotShown(mail, ['Thank you', 'Building Fund', 'Date received', 'Monthly', 'Phone:']);
  });

  it('purchase_receipt: the items, total and date in Spanish', async () => {
    expect(subject('purchase_receipt', samples.purchase_receipt, 'es')).toBe(
      'Recibo de su compra de $42.50',
    );
    const mail = await render('purchase_receipt', samples.purchase_receipt, inSpanish);
    expectShown(mail, [
      'Gracias por su compra',
      `Estimado(a) Mary Smith: gracias por su compra en ${SAMPLE_SITE.name}.`,
      'Artículos',
      '2 × $15.00 = $30.00',
      'Pagado con',
      'lunes, 2 de marzo de 2026',
    ]);
    expectNotShown(mail, ['Thank you', 'Items', 'Paid with']);
  });

  it('donor_sign_in: the link to Mis donaciones', async () => {
    expect(subject('donor_sign_in', samples.donor_sign_in, 'es')).toBe(
      'Su enlace para entrar a Mis donaciones',
    );
    const mail = await render('donor_sign_in', samples.donor_sign_in, inSpanish);
    expectShown(mail, [
      'Estimado(a) Ruth Alvarez:',
      'Funciona una sola vez, dentro de los próximos 30 minutos.',
      'Entrar a Mis donaciones',
    ]);
    expectNotShown(mail, ['Sign in to My Giving']);
  });

  it('renewal_failed and recurring_gift_changed: the gift described as Spanish says it', async () => {
    expect(subject('renewal_failed', samples.renewal_failed, 'es')).toBe(
      'No se pudo cobrar su donación mensual de $40.00',
    );
    const failed = await render('renewal_failed', samples.renewal_failed, inSpanish);
    expectShown(failed, [
      'No se pudo cobrar su donación',
      'Esta vez no pudimos cobrar a su tarjeta su donación mensual de $40.00',
      'Actualizar mi tarjeta',
    ]);

    const changed = samples.recurring_gift_changed;
    expect(subject('recurring_gift_changed', changed, 'es')).toBe(
      'Su donación recurrente ahora es una donación mensual de $40.00',
    );
    expect(
      subject(
        'recurring_gift_changed',
        { ...changed, change: 'paused', frequency: 'Bi-Weekly' },
        'es',
      ),
    ).toBe('Su donación de $40.00 cada dos semanas está en pausa');
    const mail = await render('recurring_gift_changed', changed, inSpanish);
    expectShown(mail, [
      'Su donación recurrente cambió',
      `Su donación semanal de $50.00 a ${SAMPLE_SITE.name} ahora es una donación mensual de $40.00, a partir de la próxima donación.`,
      'Abrir Mis donaciones',
    ]);
    const cancelled = await render(
      'recurring_gift_changed',
      { ...changed, change: 'cancelled', previous: null },
      inSpanish,
    );
    expectShown(cancelled, ['Su donación recurrente fue cancelada', 'no se cobrará nada más']);
  });

  it('year_end_statement: the year, the number of gifts and the total in Spanish', async () => {
    expect(subject('year_end_statement', samples.year_end_statement, 'es')).toBe(
      'Su constancia de donaciones de 2026',
    );
    const mail = await render('year_end_statement', samples.year_end_statement, inSpanish);
    expectShown(mail, [
      'Adjuntamos su constancia de donaciones de 2026: 3 donaciones, $330.00 en total.',
      'Abrir Mis donaciones',
    ]);
    const one = await render(
      'year_end_statement',
      { ...samples.year_end_statement, gifts: 1 },
      inSpanish,
    );
    expectShown(one, ['1 donación,']);
  });

  it('keeps every English subject as it was', () => {
    expect(subject('gift_receipt', samples.gift_receipt)).toBe('Receipt for your gift of $250.00');
    expect(subject('purchase_receipt', samples.purchase_receipt, 'en')).toBe(
      'Receipt for your purchase of $42.50',
    );
    expect(subject('donor_sign_in', samples.donor_sign_in)).toBe('Your sign-in link for My Giving');
    expect(subject('renewal_failed', samples.renewal_failed)).toBe(
      'Your monthly gift of $40.00 could not be charged',
    );
    const changed = samples.recurring_gift_changed;
    expect(subject('recurring_gift_changed', changed)).toBe(
      'Your recurring gift is now a monthly gift of $40.00',
    );
    expect(subject('recurring_gift_changed', { ...changed, change: 'paused' })).toBe(
      'Your monthly gift of $40.00 is paused',
    );
    expect(
      subject('recurring_gift_changed', {
        ...changed,
        change: 'cancelled',
        frequency: 'Bi-Weekly',
      }),
    ).toBe('Your bi-weekly gift of $40.00 is cancelled');
    expect(subject('year_end_statement', samples.year_end_statement)).toBe(
      'Your 2026 giving statement',
    );
  });
});
