/**
 * The messaging module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): app.ts hands them to the document.
 */
import { contactMessageJson, contactReceiptJson } from './contact/json';
import { newsletterSignUpAnswerJson, newsletterSubscriptionJson } from './newsletter/json';
import { outboxMailJson } from './mail/json';
import { courseRegistrationJson } from './course-registrations/json';

export const messagingResponses = {
  contactMessageJson,
  contactReceiptJson,
  newsletterSignUpAnswerJson,
  newsletterSubscriptionJson,
  outboxMailJson,
  courseRegistrationJson,
};
