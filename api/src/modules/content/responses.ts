/**
 * The content module's answers, by the names the OpenAPI document gives them
 * (`eventJson` → `Event`): app.ts hands them to the document.
 */
import { productJson } from './shop/json';
import { leaderJson } from './leadership/json';
import { ministryJson } from './ministries/json';
import { videoJson } from './videos/json';
import { blogPostJson } from './blogs/json';
import { sermonJson } from './sermons/json';
import { photoJson } from './photos/json';
import { ministryInterestJson } from './ministry-interests/json';
import {
  parishContactJson,
  parishStatementJson,
  serviceTimeJson,
  historyEntryJson,
  heroSlideJson,
  socialLinkJson,
  announcementJson,
  parishDetailsJson,
} from './parish/json';

export const contentResponses = {
  productJson,
  leaderJson,
  ministryJson,
  videoJson,
  blogPostJson,
  sermonJson,
  photoJson,
  ministryInterestJson,
  parishContactJson,
  parishStatementJson,
  serviceTimeJson,
  historyEntryJson,
  heroSlideJson,
  socialLinkJson,
  announcementJson,
  parishDetailsJson,
};
