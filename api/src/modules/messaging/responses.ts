/**
 * The messaging module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): every schema each feature's json.ts exports.
 * app.ts hands them to the document.
 */
import * as contactAnswers from './contact/json';
import * as newsletterAnswers from './newsletter/json';
import * as topicAnswers from './topics/json';
import * as mailAnswers from './mail/json';
import * as courseRegistrationsAnswers from './course-registrations/json';

export const messagingResponses = {
  ...contactAnswers,
  ...newsletterAnswers,
  ...topicAnswers,
  ...mailAnswers,
  ...courseRegistrationsAnswers,
};
