/**
 * The office module's answers, by the names the OpenAPI document gives them
 * (`officeOverviewJson` → `OfficeOverview`). app.ts hands them to the document.
 */
import * as overviewAnswers from './overview/json';

export const officeResponses = { ...overviewAnswers };
