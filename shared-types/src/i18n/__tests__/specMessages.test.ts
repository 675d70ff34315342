import english from '../../locales/en.json';
import spanish from '../../locales/es.json';
import { loadSpecMessages, translateSpecMessage } from '../specCatalogs';
import { formatSpecMessage, specMessagesOf } from '../specMessages';
import { requiredText } from '../../schemas/fields';
import { waitlistClaimTooManyMessage } from '../../ticketing/waitlist';
import { pendingHoldsLimitMessage, ticketsAvailableMessage } from '../../messages';
import { splitMismatchMessage } from '../../giving/payments';

const messages = specMessagesOf(english);

describe('spec messages, recognised by their English and said in Spanish', () => {
  beforeAll(() => loadSpecMessages('es'));

  it('translates a message without values, and leaves English and unknown texts as they are', () => {
    expect(translateSpecMessage('Please enter a valid email address', 'es')).toBe(
      'Ingrese un correo electrónico válido',
    );
    expect(translateSpecMessage('Please enter a valid email address', 'en')).toBe(
      'Please enter a valid email address',
    );
    expect(translateSpecMessage('Something nobody wrote.', 'es')).toBe('Something nobody wrote.');
  });

  it('translates a message with a value, keeping the value', () => {
    const tooLong = requiredText('Name is required', 120).safeParse('x'.repeat(121));
    expect(tooLong.success).toBe(false);
    const message = tooLong.error?.issues[0]?.message ?? '';
    expect(message).toBe('Must be at most 120 characters');
    expect(translateSpecMessage(message, 'es')).toBe('Debe tener como máximo 120 caracteres');
    // The most specific message wins: not "Must be at most {max}" with "120 characters".
    expect(translateSpecMessage('Must be at most 120', 'es')).toBe('Debe ser como máximo 120');
    expect(translateSpecMessage(ticketsAvailableMessage(3), 'es')).toBe(
      'Solo quedan 3 boletos disponibles.',
    );
    expect(translateSpecMessage(splitMismatchMessage(40, 50), 'es')).toBe(
      'Las partes suman $40, pero la donación es de $50. Haga que coincidan.',
    );
  });

  it('translates plural messages by the number they carry', () => {
    expect(messages.match(waitlistClaimTooManyMessage(1))).toEqual({
      id: 'shared-types.waitlist.claimTooMany',
      values: { seats: 1 },
    });
    expect(translateSpecMessage(waitlistClaimTooManyMessage(1), 'es')).toBe(
      'Su oferta reserva 1 lugar: reserve 1 boleto.',
    );
    expect(translateSpecMessage(waitlistClaimTooManyMessage(4), 'es')).toBe(
      'Su oferta reserva 4 lugares: reserve 4 boletos o menos.',
    );
    expect(translateSpecMessage(pendingHoldsLimitMessage(1), 'es')).toContain(
      'Ya tiene una reservación',
    );
    expect(translateSpecMessage(pendingHoldsLimitMessage(2), 'es')).toContain(
      'Ya tiene 2 reservaciones',
    );
  });

  it('formats a message as its English says it, for every plural message of the catalog', () => {
    expect(
      formatSpecMessage(english['shared-types.waitlist.claimTooMany'], { seats: 2 }, 'en'),
    ).toBe(waitlistClaimTooManyMessage(2));
    expect(
      formatSpecMessage(english['shared-types.bookings.pendingHoldsLimit'], { held: 1 }, 'en'),
    ).toBe(pendingHoldsLimitMessage(1));
  });

  it('reads catalogs compiled by the build (Lingui arrays) as it reads their JSON', () => {
    // What tooling's catalog loader makes of the messages below.
    const compiledEnglish = {
      'shared-types.fields.maxLength': ['Must be at most ', ['max'], ' characters'],
      'shared-types.waitlist.claimTooMany': [
        'Your offer holds ',
        ['seats', 'plural', { one: ['#', ' seat'], other: ['#', ' seats'] }],
        ': book ',
        ['seats', 'plural', { one: ['1 ticket'], other: ['#', ' tickets or fewer'] }],
        '.',
      ],
    };
    const compiledSpanish = {
      'shared-types.fields.maxLength': ['Debe tener como máximo ', ['max'], ' caracteres'],
      'shared-types.waitlist.claimTooMany': [
        'Su oferta reserva ',
        ['seats', 'plural', { 1: ['#', ' lugar'], other: ['#', ' lugares'] }],
        ': reserve ',
        ['seats', 'plural', { one: ['1 boleto'], other: ['#', ' boletos o menos'] }],
        '.',
      ],
    };
    const compiled = specMessagesOf(compiledEnglish);
    for (const text of [
      'Must be at most 120 characters',
      waitlistClaimTooManyMessage(1),
      waitlistClaimTooManyMessage(5),
    ]) {
      expect(compiled.translate(text, 'es', compiledSpanish)).toBe(
        messages.translate(text, 'es', spanish),
      );
    }
    expect(messages.translate('Checked in: Ticket #12, Ana', 'es', spanish)).toBe(
      'Registrado: boleto n.º 12, Ana',
    );
  });
});
