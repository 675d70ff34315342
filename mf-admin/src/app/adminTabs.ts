import { adminsResource } from '../features/admins/lib/adminsResource';
import { auditResource } from '../features/audit/lib/auditResource';
import { bookingsResource } from '../features/contact/lib/bookingsResource';
import { contactMessagesResource } from '../features/contact/lib/contactMessagesResource';
import { eventsResource } from '../features/events/lib/eventsResource';
import { waitlistResource } from '../features/events/lib/waitlistResource';
import { donorsResource } from '../features/giving/lib/donorsResource';
import { fundTotalsResource } from '../features/giving/lib/fundTotalsResource';
import { giftsResource } from '../features/giving/lib/giftsResource';
import { givingTotalsResource } from '../features/giving/lib/givingTotalsResource';
import { paymentsResource } from '../features/giving/lib/paymentsResource';
import { recurringGiftsResource } from '../features/giving/lib/recurringGiftsResource';
import { statementsResource } from '../features/giving/lib/statementsResource';
import { leadersResource } from '../features/leadership/lib/leadersResource';
import { mailResource } from '../features/mail/lib/mailResource';
import { blogsResource } from '../features/media/lib/blogsResource';
import { photosResource } from '../features/media/lib/photosResource';
import { sermonsResource } from '../features/media/lib/sermonsResource';
import { videosResource } from '../features/media/lib/videosResource';
import { ministriesResource } from '../features/ministries/lib/ministriesResource';
import { trashResource } from '../features/trash/lib/trashResource';
import { newsletterResource } from '../features/newsletter/lib/newsletterResource';
import {
  announcementsResource,
  heroSlidesResource,
  historyResource,
  serviceTimesResource,
  socialLinksResource,
} from '../features/parish/lib/listResources';
import {
  parishContactResource,
  parishStatementResource,
} from '../features/parish/lib/profileResources';
import { shopResource } from '../features/shop/lib/shopResource';
import { courseRegistrationsResource } from '../features/signups/lib/courseRegistrationsResource';
import { ministryInterestsResource } from '../features/signups/lib/ministryInterestsResource';
import { groupTab, resourceTab } from '../resources/lib/defineResource';
import type { DashboardTab } from '../resources/types';

/**
 * The dashboard's tabs, in the spec's order (Admins, Events, Leadership,
 * Media, Shop, Ministries, Contact), then Sign-ups (what visitors send
 * from the ministries and courses pages), Giving and Mail (the outbox and
 * the newsletter's subscribers), then Administration (the trash and the
 * audit log). Each resource's list, forms and routes
 * come from its definition; registering one here is all it takes. Admins
 * has the key 'users', the default tab.
 */
export const ADMIN_TABS: readonly DashboardTab[] = [
  resourceTab(adminsResource),
  groupTab('events', 'Events', [eventsResource, waitlistResource]),
  resourceTab(leadersResource),
  groupTab('media', 'Media', [sermonsResource, videosResource, photosResource, blogsResource]),
  resourceTab(shopResource),
  resourceTab(ministriesResource),
  groupTab('contact', 'Contact', [contactMessagesResource, bookingsResource]),
  groupTab('signups', 'Sign-ups', [ministryInterestsResource, courseRegistrationsResource]),
  groupTab('giving', 'Giving', [
    givingTotalsResource,
    giftsResource,
    donorsResource,
    paymentsResource,
    recurringGiftsResource,
    fundTotalsResource,
    statementsResource,
  ]),
  groupTab('mail', 'Mail', [mailResource, newsletterResource]),
  // Administration: what was deleted (30 days), and who changed what (owners).
  groupTab('administration', 'Administration', [trashResource, auditResource]),
  // What the site says about the parish (issue 26): docs/parish-details.md.
  groupTab('parish', 'Parish details', [
    parishContactResource,
    serviceTimesResource,
    parishStatementResource,
    historyResource,
    heroSlidesResource,
    socialLinksResource,
    announcementsResource,
  ]),
];
