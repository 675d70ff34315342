/**
 * Every mail the site sends, from the module that sends it (each module's
 * mail-templates/): what the outbox, the mail worker and the dashboard's
 * mail list use. A kind no module sends, or two do, stops the app at start.
 */
import { contentMails } from './modules/content';
import { givingMails } from './modules/giving';
import { identityMails } from './modules/identity';
import { composeMails } from './modules/messaging';
import { messagingMails } from './modules/messaging';
import { ticketingMails } from './modules/ticketing';
import { worshipMails } from './modules/worship';

export const MAILS = composeMails([
  messagingMails,
  identityMails,
  contentMails,
  ticketingMails,
  givingMails,
  worshipMails,
]);
