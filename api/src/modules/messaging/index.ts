/**
 * The messaging module's public face: the mail outbox (a mail is written
 * in the transaction of what causes it, and delivered by the worker), its
 * templates, the newsletter, and what visitors send the office (contact
 * messages, course registrations). It sits above platform only.
 */
export { contactRoutes } from './contact/routes';
export { courseRegistrationRoutes } from './course-registrations/routes';
export type { BookedEvent, BookedTicket, MailData } from './mail/kinds';
export { dashboardUrl } from './contact/service';
export { createOutbox, mailSite, newLinkToken, type Outbox } from './mail/outbox';
export { outboxBacklog } from './mail/repository';
export { renderMail } from './mail/render';
export { mailRoutes } from './mail/routes';
export { SAMPLE_MAILS, SAMPLE_SITE } from './mail/templates/samples';
export { createSmtpTransport } from './mail/transport';
export { MailWorker } from './mail/worker';
export { newsletterRoutes } from './newsletter/routes';
export { messagingTrashKinds } from './trash';
export { messagingResponses } from './responses';
