import { MAIL_KINDS, type MailKind } from '@parish/shared-types';
import { MAILS } from '../../../../mails';
import { composeMails } from '../template';
import { messagingMails } from '../templates';

it('puts every kind of mail the site sends together, each with its subject and sample', () => {
  for (const kind of Object.keys(MAIL_KINDS) as MailKind[]) {
    expect(MAILS.samples[kind]).toBeDefined();
    expect(MAILS.subject(kind, MAILS.samples[kind]).length).toBeGreaterThan(0);
  }
});

it('refuses to start when no module sends a kind of mail', () => {
  expect(() => composeMails([messagingMails])).toThrow(/No module sends booking_confirmed/);
});

it('refuses to start when two modules send the same kind', () => {
  expect(() => composeMails([messagingMails, messagingMails])).toThrow(
    'Two modules send the mail kind contact_office.',
  );
});
