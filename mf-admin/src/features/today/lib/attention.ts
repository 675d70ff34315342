import type { OfficeOverview } from '@parish/shared-types';
import type { ListFilters } from '../../../lib/dashboardNavigation';
import type { ResourceContext } from '../../../resources/lib/resourceText';

/** Where a count leads: a dashboard section with its lists filtered as counted, or a page. */
export type AttentionTarget = { section: string; filters: ListFilters } | { href: string };

/** One count of Today: what it counts, and the list that shows those records. */
export interface AttentionItem {
  key: string;
  count: number;
  /** What is counted, after the number: '2 prayer requests'. */
  label: string;
  /** More about it, in a sentence ('3 tickets, 1 checked in'). */
  detail?: string;
  /** The link's text: 'Open the prayer requests'. */
  linkText: string;
  target: AttentionTarget;
}

/**
 * The counts an overview holds, in the order the office reads them: what
 * people sent, the door today, what went wrong, money. Each part is in the
 * overview only for roles that may read its list, so each item is too.
 */
export function attentionItems(
  overview: OfficeOverview,
  { t, format }: ResourceContext,
): AttentionItem[] {
  const from = overview.week_from;
  const items: AttentionItem[] = [];
  const {
    messages,
    sign_ups: signUps,
    sacrament_requests: sacraments,
    events_today: door,
    failed_mails: failed,
    gifts,
  } = overview;
  if (messages) {
    const contact = (source: string): AttentionTarget => ({
      section: 'contact',
      filters: { contactMessages: { from, source } },
    });
    items.push(
      {
        key: 'messages',
        count: messages.form,
        label: t('admin.today.messages.label', { count: messages.form }),
        linkText: t('admin.today.messages.link'),
        target: contact('form'),
      },
      {
        key: 'prayer-requests',
        count: messages.prayer_request,
        label: t('admin.today.prayerRequests.label', { count: messages.prayer_request }),
        linkText: t('admin.today.prayerRequests.link'),
        target: contact('prayer_request'),
      },
      {
        key: 'questions',
        count: messages.question,
        label: t('admin.today.questions.label', { count: messages.question }),
        linkText: t('admin.today.questions.link'),
        target: contact('question'),
      },
    );
  }
  if (signUps) {
    const count = signUps.ministry_interests + signUps.course_registrations;
    items.push({
      key: 'sign-ups',
      count,
      label: t('admin.today.signUps.label', { count }),
      detail: t('admin.today.signUps.detail', {
        ministries: signUps.ministry_interests,
        courses: signUps.course_registrations,
      }),
      linkText: t('admin.today.signUps.link'),
      target: {
        section: 'signups',
        filters: { ministryInterests: { from }, courseRegistrations: { from } },
      },
    });
  }
  if (sacraments) {
    items.push({
      key: 'sacrament-requests',
      count: sacraments.new,
      label: t('admin.today.sacramentRequests.label', { count: sacraments.new }),
      linkText: t('admin.today.sacramentRequests.link'),
      target: { section: 'sacraments', filters: { sacraments: { status: 'new' } } },
    });
  }
  if (door) {
    items.push({
      key: 'events-today',
      count: door.events,
      label: t('admin.today.eventsToday.label', { count: door.events }),
      detail: t('admin.today.eventsToday.detail', {
        tickets: door.tickets,
        checkedIn: door.checked_in,
      }),
      linkText: t('admin.today.eventsToday.link'),
      target: { href: '/admin/check-in' },
    });
  }
  if (failed) {
    items.push({
      key: 'failed-mails',
      count: failed.count,
      label: t('admin.today.failedMails.label', { count: failed.count }),
      linkText: t('admin.today.failedMails.link'),
      target: { section: 'mail', filters: { mail: { status: 'failed', from } } },
    });
  }
  if (gifts) {
    items.push({
      key: 'gifts',
      count: gifts.count,
      label: t('admin.today.gifts.label', { count: gifts.count }),
      detail: t('admin.today.gifts.detail', { total: format.price(gifts.total_cents / 100) }),
      linkText: t('admin.today.gifts.link'),
      target: { section: 'giving', filters: { gifts: { from } } },
    });
  }
  return items;
}
