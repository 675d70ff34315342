/**
 * The messaging module's public face: the mail outbox (a mail is written
 * in the transaction of what causes it, and delivered by the worker), its
 * templates, the newsletter and its topics, and what visitors send the office (contact
 * messages, course registrations). It sits above platform only.
 */
export { campaignRoutes } from './campaigns/routes';
export { CampaignSender } from './campaigns/sender';
export { queueBulletinNotice } from './campaigns/service';
export { contactRoutes } from './contact/routes';
export { courseRegistrationRoutes } from './course-registrations/routes';
export type * from './mail/kinds';
export { contactMessagesSince, dashboardUrl } from './contact/service';
export { countCourseRegistrations } from './course-registrations/service';
export { failedMailsSince } from './mail/service';
export { createOutbox, mailSite, newLinkToken, type Outbox } from './mail/outbox';
export { outboxBacklog } from './mail/repository';
export { mailRoutes } from './mail/routes';
export {
  composeMails,
  type MailRenderers,
  type Mails,
  type ModuleMails,
  type Rendering,
} from './mail/template';
export { messagingMails } from './mail/templates';
// What every module's mail templates are made of.
export {
  eventRows,
  formatDate,
  formatInstantDate,
  formatMoney,
  formatPrice,
  formatTime,
  paymentMethodLabel,
  providerLabel,
  subjectText,
  ticketCount,
} from './mail/templates/format';
export * as Mail from './mail/templates/kit';
export { emailRow } from './mail/templates/parts';
export { SAMPLE_DASHBOARD_URL, SAMPLE_SITE } from './mail/templates/samples';
export { CLASSES, styles } from './mail/templates/theme';
export { createSmtpTransport } from './mail/transport';
export { MailWorker } from './mail/worker';
export { newsletterRoutes } from './newsletter/routes';
export { newsletterTopicRoutes } from './topics/routes';
export { messagingTrashKinds } from './trash';
export { messagingResponses } from './responses';
