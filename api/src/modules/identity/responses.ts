/**
 * The identity module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): every schema each feature's json.ts exports.
 * app.ts hands them to the document.
 */
import * as adminsAnswers from './admins/json';

export const identityResponses = {
  ...adminsAnswers,
};
