import type { PagePath, PageQuery, RemotePageDataModule } from '@parish/shared-types';
import { parishDetailsQuery as parish } from '@parish/shared-web';
import { churchHoursQuery as churchHours } from '@parish/shared-web/church-hours';
import { pageDataOf, type PageQueries } from '@parish/shared-web/server';
import { courseAtPath } from '../features/courses/lib/courseCopy';
import { currentBulletinQuery } from '../features/home/api/currentBulletin';
import { scheduleWeekQuery } from '../features/mass-times/api/scheduleWeek';
import { liveScheduleQuery, recordingsQuery } from '../features/mass-times/api/liveSchedule';
import { publishedIntentionsQuery } from '../features/mass-times/api/publishedIntentions';
import { parseWeekStart, WEEK_PARAM } from '../features/mass-times/lib/weeks';
import { bulletinsQuery } from '../features/bulletins/api/bulletins';
import { blogPostsQuery, photosQuery, videosQuery } from '../features/media/api/media';
import { sermonsQuery } from '../features/media/api/sermons';
import { parseMediaTab, type MediaTab } from '../features/media/lib/mediaTabs';
import { newsletterTopicsQuery } from '../features/newsletter/api/newsletterLinks';
import { sacramentOfSlug } from '../features/sacraments/lib/sacraments';
import { eventsQuery } from '../lib/events';
import { leadersQuery } from '../lib/leaders';
import { ministriesQuery } from '../lib/ministries';
import { routes } from './routes';

const MEDIA_TAB_READS: Record<MediaTab, readonly PageQuery[]> = {
  sermons: [sermonsQuery],
  photos: [photosQuery],
  videos: [videosQuery],
  blog: [blogPostsQuery],
};

/**
 * What each page reads from the API on its first render, which the shell's
 * server reads before rendering it (./page-data, server build only). A page
 * reading something not listed still works: it loads it in the browser, and
 * its server-render test fails.
 */
const PAGE_READS: Record<PagePath<'content'>, PageQueries> = {
  // The parish's details: hero slides, announcements, mission and vision; this week's bulletin.
  '/': [parish, leadersQuery, ministriesQuery, eventsQuery, currentBulletinQuery],
  // The events list, and mf-booking's Upcoming Events widget beside it.
  '/events': [eventsQuery],
  // The week the address names (this week without one), its published intentions;
  // the parish's name and address for its JSON-LD.
  '/mass-times': (url) => {
    const weekStart = parseWeekStart(url.searchParams.get(WEEK_PARAM));
    return [parish, scheduleWeekQuery(weekStart), publishedIntentionsQuery(weekStart)];
  },
  // The coming two weeks' streamed services, and the recordings.
  '/live': [liveScheduleQuery, recordingsQuery],
  // Everything it reads depends on the date the visitor chooses: read in the browser.
  '/mass-intentions': [],
  '/sacraments': [],
  // The parish's phone, first on the anointing's page; none for another address (404).
  '/sacraments/:kind': (url) =>
    sacramentOfSlug(url.pathname.replace(/\/+$/, '').split('/').pop()) ? [parish] : null,
  // The church hours are the schedule's featured services (its entries).
  '/about': [parish, leadersQuery, churchHours],
  '/about/new': [parish, churchHours],
  '/about/contact': [parish, churchHours],
  '/about/staff-directory': [parish, leadersQuery],
  '/ministries': [ministriesQuery],
  // The tab shown (?tab=) decides.
  // The bulletins, newest first; a bulletin's page finds its own and its neighbours in them.
  '/bulletins': [parish, bulletinsQuery],
  '/bulletins/:date': [parish, bulletinsQuery],
  '/media': (url) => MEDIA_TAB_READS[parseMediaTab(url.searchParams.get('tab'))],
  '/media/videos': [videosQuery],
  // The parish's name is the fallback description of a sermon and of a post.
  '/media/sermons/:id': [parish, sermonsQuery],
  // The published posts, from which the page takes the one its address names.
  '/media/blog/:slug': [parish, blogPostsQuery],
  '/courses-list': [],
  '/courses': [parish],
  '/courses/:course': (url) =>
    courseAtPath(url.pathname.toLowerCase().replace(/\/+$/, '')) ? [] : null,
  // The course select's options are fixed.
  '/application': [],
  '/privacy': [parish],
  '/terms': [parish],
  '/catholic-quiz': [],
  // Both call the API only in the browser: confirm once the page runs, unsubscribe on its button.
  '/newsletter/confirm': [],
  '/newsletter/unsubscribe': [],
  // The topics to choose from.
  '/newsletter': [newsletterTopicsQuery],
  // Read in the browser only, by the link's token.
  '/newsletter/preferences': [],
};

/** The content pages' reads; exposed to the shell's server as `content/page-data`. */
const pageData: RemotePageDataModule['default'] = pageDataOf(routes, PAGE_READS);
export default pageData;
