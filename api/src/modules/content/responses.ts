/**
 * The content module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): every schema each feature's json.ts exports.
 * app.ts hands them to the document.
 */
import * as shopAnswers from './shop/json';
import * as leadershipAnswers from './leadership/json';
import * as ministriesAnswers from './ministries/json';
import * as videosAnswers from './videos/json';
import * as blogsAnswers from './blogs/json';
import * as sermonsAnswers from './sermons/json';
import * as photosAnswers from './photos/json';
import * as bulletinsAnswers from './bulletins/json';
import * as ministryInterestsAnswers from './ministry-interests/json';
import * as parishAnswers from './parish/json';

export const contentResponses = {
  ...shopAnswers,
  ...leadershipAnswers,
  ...ministriesAnswers,
  ...videosAnswers,
  ...blogsAnswers,
  ...sermonsAnswers,
  ...photosAnswers,
  ...bulletinsAnswers,
  ...ministryInterestsAnswers,
  ...parishAnswers,
};
