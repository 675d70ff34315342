/**
 * The worship module's answers, by the names the OpenAPI document gives them
 * (`scheduleWeekJson` → `ScheduleWeek`). app.ts hands them to the document.
 */
import * as sacramentAnswers from './sacraments/json';
import * as scheduleAnswers from './schedule/json';
import * as intentionAnswers from './intentions/json';

<<<<<<< HEAD
export const worshipResponses = { ...scheduleAnswers, ...intentionAnswers };
=======
export const worshipResponses = { ...scheduleAnswers, ...sacramentAnswers };
>>>>>>> api: sacrament requests in the worship module: a family's request with a certificate checked by its bytes (PDF, JPEG, PNG) and an acknowledgement mail, the office's queue, reads, changes and downloads for owners and the sacraments role, each audited without what the family wrote, and the family mailed when it is scheduled (migration 0026)
