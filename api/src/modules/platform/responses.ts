/**
 * The platform module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): app.ts hands them to the document.
 */
import { healthJson } from './health/json';
import { trashItemJson, restoredItemJson } from './trash/json';
import { auditLogEntryJson, auditLogPageJson } from './audit/json';

export const platformResponses = {
  healthJson,
  trashItemJson,
  restoredItemJson,
  auditLogEntryJson,
  auditLogPageJson,
};
