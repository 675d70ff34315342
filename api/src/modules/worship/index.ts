/**
 * The worship module's public face: the liturgical schedule (docs/worship.md),
 * its entries and exceptions, the days a page asks for and the iCalendar
 * feed; Mass intentions (docs/mass-intentions.md), whose offerings the
 * payments pay; and the families' sacrament requests (docs/sacraments.md);
 * with their mails. It sits above content, whose plain resource routes it reuses, and
 * imports only the index files of the modules below it.
 */
export { sacramentRoutes } from './sacraments/routes';
export { countNewSacramentRequests } from './sacraments/service';
export { scheduleRoutes } from './schedule/routes';
export { intentionRoutes } from './intentions/routes';
export {
  cancelUnpaidIntention,
  confirmPaidIntention,
  intentionToPay,
  lockHeldIntention,
  releaseLapsedIntention,
} from './intentions/service';
export { worshipMails } from './mail-templates';
export { seedSchedule } from './schedule/seed';
export { worshipResponses } from './responses';
