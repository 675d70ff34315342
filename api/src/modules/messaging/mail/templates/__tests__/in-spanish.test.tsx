/**
 * The messaging module's mails to a person in Spanish (the contact form's
 * acknowledgement, the newsletter's confirm link and welcome); the office's
 * notices stay English. The English ones are checked, unchanged, in
 * src/__tests__/mail-templates.test.tsx.
 */
import { OFFICE_HOURS } from '@parish/shared-types';
import { MAILS } from '../../../../../mails';
import { SAMPLE_SITE, type RenderedMail } from '../../../index';

const { render, subject, samples } = MAILS;
const inSpanish = { ...SAMPLE_SITE, language: 'es' as const };

function visible(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '')
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

describe('the messaging mails in Spanish', () => {
  it('contact_acknowledgement: thanks, office hours, phone and e-mail in Spanish', async () => {
    expect(subject('contact_acknowledgement', samples.contact_acknowledgement, 'es')).toBe(
      'Recibimos su mensaje',
    );
    const mail = await render('contact_acknowledgement', samples.contact_acknowledgement, {
      ...inSpanish,
      officeHours: OFFICE_HOURS,
    });
    expect(mail.html).toContain('<html dir="ltr" lang="es">');
    expectShown(mail, [
      'Gracias por su mensaje',
      `Estimado(a) Mary Smith: gracias por comunicarse con ${SAMPLE_SITE.name}. Recibimos su mensaje y le responderemos pronto.`,
      'Horario de oficina',
      'De lunes a viernes, de 9:00 a.m. a 4:00 p.m.',
      'Correo electrónico',
    ]);
    expect(visible(mail.html)).not.toContain('Thank you');
  });

  it('contact_acknowledgement: the office’s own Spanish hours, else its English ones', async () => {
    const written = await render('contact_acknowledgement', samples.contact_acknowledgement, {
      ...inSpanish,
      officeHours: 'Tuesday to Saturday, 10 AM to 2 PM',
      officeHoursEs: 'De martes a sábado, de 10 a.m. a 2 p.m.',
    });
    expectShown(written, ['De martes a sábado, de 10 a.m. a 2 p.m.']);
    const unwritten = await render('contact_acknowledgement', samples.contact_acknowledgement, {
      ...inSpanish,
      officeHours: 'Tuesday to Saturday, 10 AM to 2 PM',
    });
    expectShown(unwritten, ['Tuesday to Saturday, 10 AM to 2 PM']);
  });

  it('newsletter_confirm and newsletter_welcome in Spanish, the welcome linking to the Spanish site', async () => {
    expect(subject('newsletter_confirm', samples.newsletter_confirm, 'es')).toBe(
      'Confirme su suscripción al boletín',
    );
    const confirm = await render('newsletter_confirm', samples.newsletter_confirm, inSpanish);
    expectShown(confirm, [
      'Confirme su suscripción',
      `Gracias por suscribirse al boletín de ${SAMPLE_SITE.name}.`,
      'Confirmar mi suscripción',
      'no quedará suscrito(a).',
      '¿Ya no desea recibir nuestro boletín?',
    ]);

    expect(subject('newsletter_welcome', samples.newsletter_welcome, 'es')).toBe(
      'Ya está suscrito(a) a nuestro boletín',
    );
    const welcome = await render('newsletter_welcome', samples.newsletter_welcome, inSpanish);
    expectShown(welcome, [
      'Gracias por confirmar.',
      'Los horarios de Misa, los eventos y las noticias están siempre en nuestro sitio:',
      `${SAMPLE_SITE.url}/es`,
    ]);
  });

  it('keeps the English subjects, and the office’s notices English whatever the language', () => {
    expect(subject('contact_acknowledgement', samples.contact_acknowledgement)).toBe(
      'We received your message',
    );
    expect(subject('newsletter_confirm', samples.newsletter_confirm)).toBe(
      'Please confirm your newsletter subscription',
    );
    expect(subject('newsletter_welcome', samples.newsletter_welcome)).toBe(
      "You're subscribed to our newsletter",
    );
    expect(subject('contact_office', samples.contact_office, 'es')).toBe(
      'Contact message from Mary Smith',
    );
  });
});
