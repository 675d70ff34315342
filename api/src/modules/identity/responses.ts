/**
 * The identity module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): app.ts hands them to the document.
 */
import { adminJson, adminSessionJson } from './admins/json';

export const identityResponses = {
  adminJson,
  adminSessionJson,
};
