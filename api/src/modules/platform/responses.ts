/**
 * The platform module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): every schema each feature's json.ts exports.
 * app.ts hands them to the document.
 */
import * as healthAnswers from './health/json';
import * as trashAnswers from './trash/json';
import * as auditAnswers from './audit/json';

export const platformResponses = {
  ...healthAnswers,
  ...trashAnswers,
  ...auditAnswers,
};
