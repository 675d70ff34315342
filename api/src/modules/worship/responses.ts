/**
 * The worship module's answers, by the names the OpenAPI document gives them
 * (`scheduleWeekJson` → `ScheduleWeek`). app.ts hands them to the document.
 */
import * as sacramentAnswers from './sacraments/json';
import * as scheduleAnswers from './schedule/json';
import * as intentionAnswers from './intentions/json';

export const worshipResponses = { ...scheduleAnswers, ...intentionAnswers, ...sacramentAnswers };
