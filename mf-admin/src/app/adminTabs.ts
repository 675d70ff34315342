import { adminsResource } from '../features/admins/lib/adminsResource';
import { bookingsResource } from '../features/contact/lib/bookingsResource';
import { contactMessagesResource } from '../features/contact/lib/contactMessagesResource';
import { eventsResource } from '../features/events/lib/eventsResource';
import { fundTotalsResource } from '../features/giving/lib/fundTotalsResource';
import { paymentsResource } from '../features/giving/lib/paymentsResource';
import { recurringGiftsResource } from '../features/giving/lib/recurringGiftsResource';
import { leadersResource } from '../features/leadership/lib/leadersResource';
import { mailResource } from '../features/mail/lib/mailResource';
import { blogsResource } from '../features/media/lib/blogsResource';
import { photosResource } from '../features/media/lib/photosResource';
import { videosResource } from '../features/media/lib/videosResource';
import { ministriesResource } from '../features/ministries/lib/ministriesResource';
import { newsletterResource } from '../features/newsletter/lib/newsletterResource';
import { shopResource } from '../features/shop/lib/shopResource';
import { courseRegistrationsResource } from '../features/signups/lib/courseRegistrationsResource';
import { ministryInterestsResource } from '../features/signups/lib/ministryInterestsResource';
import { groupTab, resourceTab } from '../resources/lib/defineResource';
import type { DashboardTab } from '../resources/types';

/**
 * The dashboard's tabs, in the spec's order (Admins, Events, Leadership,
 * Media, Shop, Ministries, Contact), then Sign-ups (what visitors send
 * from the ministries and courses pages), Giving and Mail (the outbox and
 * the newsletter's subscribers). Each resource's list, forms and routes
 * come from its definition; registering one here is all it takes. Admins
 * has the key 'users', the default tab.
 */
export const ADMIN_TABS: readonly DashboardTab[] = [
  resourceTab(adminsResource),
  resourceTab(eventsResource),
  resourceTab(leadersResource),
  groupTab('media', 'Media', [videosResource, photosResource, blogsResource]),
  resourceTab(shopResource),
  resourceTab(ministriesResource),
  groupTab('contact', 'Contact', [contactMessagesResource, bookingsResource]),
  groupTab('signups', 'Sign-ups', [ministryInterestsResource, courseRegistrationsResource]),
  groupTab('giving', 'Giving', [paymentsResource, recurringGiftsResource, fundTotalsResource]),
  groupTab('mail', 'Mail', [mailResource, newsletterResource]),
];
