import { adminsResource } from '../features/admins/lib/adminsResource';
import { auditResource } from '../features/audit/lib/auditResource';
import { bulletinsResource } from '../features/bulletins/lib/bulletinsResource';
import { bookingsResource } from '../features/contact/lib/bookingsResource';
import { contactMessagesResource } from '../features/contact/lib/contactMessagesResource';
import { eventsResource } from '../features/events/lib/eventsResource';
import { waitlistResource } from '../features/events/lib/waitlistResource';
import { batchesResource } from '../features/giving/lib/batchesResource';
import { donorsResource } from '../features/giving/lib/donorsResource';
import { fundTotalsResource } from '../features/giving/lib/fundTotalsResource';
import { fundsResource } from '../features/giving/lib/fundsResource';
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
import { TodayOverview } from '../features/today/components/TodayOverview';
import { newsletterResource } from '../features/newsletter/lib/newsletterResource';
import { campaignsResource } from '../features/communications/lib/campaignsResource';
import { newsletterTopicsResource } from '../features/communications/lib/newsletterTopicsResource';
import {
  announcementsResource,
  heroSlidesResource,
  historyResource,
  socialLinksResource,
} from '../features/parish/lib/listResources';
import {
  parishContactResource,
  parishStatementResource,
} from '../features/parish/lib/profileResources';
import { HolyDaysReminder } from '../features/schedule/components/HolyDaysReminder';
import { intentionBookResource } from '../features/intentions/lib/intentionBookResource';
import { intentionSettingsResource } from '../features/intentions/lib/intentionSettingsResource';
import { sacramentsResource } from '../features/sacraments/lib/sacramentsResource';
import { scheduleEntriesResource } from '../features/schedule/lib/scheduleEntriesResource';
import { scheduleExceptionsResource } from '../features/schedule/lib/scheduleExceptionsResource';
import { shopResource } from '../features/shop/lib/shopResource';
import { courseRegistrationsResource } from '../features/signups/lib/courseRegistrationsResource';
import { ministryInterestsResource } from '../features/signups/lib/ministryInterestsResource';
import { groupTab, resourceTab } from '../resources/lib/defineResource';
import type { DashboardArea, DashboardTab } from '../resources/types';

// What needs the office's attention: first in the menu, where the dashboard opens.
const today: DashboardTab = {
  key: 'today',
  label: 'admin.nav.section.today',
  resources: [],
  screen: { call: 'GET /api/overview/', Component: TodayOverview },
};
// The liturgical schedule (issue 38): the weekly services and the changes for one date.
// Above its lists, the coming holy days of obligation that have no Mass added yet.
const schedule: DashboardTab = {
  ...groupTab('schedule', 'admin.nav.section.schedule', [
    scheduleEntriesResource,
    scheduleExceptionsResource,
  ]),
  banner: HolyDaysReminder,
};
// Mass intentions (issue 38): the book by date, and the rule of how many and what offering.
const intentions = groupTab('intentions', 'admin.nav.section.intentions', [
  intentionBookResource,
  intentionSettingsResource,
]);
// Families' sacrament requests (docs/sacraments.md): owners and the sacraments role only.
const sacraments = resourceTab(sacramentsResource, 'admin.nav.section.sacraments');
const admins = resourceTab(adminsResource, 'admin.nav.section.admins');
const events = groupTab('events', 'admin.nav.section.events', [eventsResource, waitlistResource]);
const leadership = resourceTab(leadersResource, 'admin.nav.section.leadership');
const media = groupTab('media', 'admin.nav.section.media', [
  sermonsResource,
  videosResource,
  photosResource,
  blogsResource,
]);
const shop = resourceTab(shopResource, 'admin.nav.section.shop');
// The weekly bulletins (docs/bulletins.md): a Sunday's PDF, its first page drawn by the API.
const bulletins = resourceTab(bulletinsResource, 'admin.nav.section.bulletins');
const ministries = resourceTab(ministriesResource, 'admin.nav.section.ministries');
const contact = groupTab('contact', 'admin.nav.section.contact', [
  contactMessagesResource,
  bookingsResource,
]);
const signups = groupTab('signups', 'admin.nav.section.signups', [
  ministryInterestsResource,
  courseRegistrationsResource,
]);
const giving = groupTab('giving', 'admin.nav.section.giving', [
  givingTotalsResource,
  giftsResource,
  donorsResource,
  paymentsResource,
  recurringGiftsResource,
  fundTotalsResource,
  statementsResource,
]);
// The funds the office keeps (issue 39, docs/funds.md).
const funds = groupTab('funds', 'admin.nav.section.funds', [fundsResource]);
// The basket's batches (issue 39, docs/batches.md): each batch's gifts on its own page.
const batches = groupTab('batches', 'admin.nav.section.batches', [batchesResource]);
const mail = groupTab('mail', 'admin.nav.section.mail', [mailResource, newsletterResource]);
// What the office writes to the parish (issue 37, docs/communications.md): owners and editors.
// Its campaigns, each with a page of its own (preview, send, progress, report), and the topics.
const communications = groupTab('communications', 'admin.nav.section.communications', [
  campaignsResource,
  newsletterTopicsResource,
]);
// What was deleted (30 days), and who changed what (owners).
const administration = groupTab('administration', 'admin.nav.section.administration', [
  trashResource,
  auditResource,
]);
// What the site says about the parish (issue 26): docs/parish-details.md.
const parish = groupTab('parish', 'admin.nav.section.parish', [
  parishContactResource,
  parishStatementResource,
  historyResource,
  heroSlidesResource,
  socialLinksResource,
  announcementsResource,
]);

/**
 * The dashboard's menu, by area (docs/dashboard.md). It opens on Today; the
 * spec's sections keep their names and keys (navigation state's `tab`:
 * Admins is 'users'); each resource's list, forms and routes come from its
 * definition, so registering one in a section is all it takes.
 */
export const ADMIN_AREAS: readonly DashboardArea[] = [
  { key: 'overview', label: 'admin.nav.area.overview', sections: [today] },
  { key: 'worship', label: 'admin.nav.area.worship', sections: [schedule, intentions, sacraments] },
  {
    key: 'website',
    label: 'admin.nav.area.website',
    sections: [events, leadership, media, bulletins, shop, ministries, parish],
  },
  {
    key: 'people',
    label: 'admin.nav.area.people',
    sections: [contact, signups, mail, communications],
  },
  { key: 'giving', label: 'admin.nav.area.giving', sections: [giving, funds, batches] },
  {
    key: 'door',
    label: 'admin.nav.area.door',
    sections: [],
    pages: [
      { label: 'admin.nav.page.checkIn', href: '/admin/check-in', call: 'POST /api/check-in/' },
    ],
  },
  {
    key: 'administration',
    label: 'admin.nav.area.administration',
    sections: [admins, administration],
  },
];

/** Every section, for the routes of their forms. */
export const ADMIN_TABS: readonly DashboardTab[] = ADMIN_AREAS.flatMap((area) => area.sections);
