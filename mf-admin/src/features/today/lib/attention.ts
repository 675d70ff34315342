import type { OfficeOverview } from '@parish/shared-types';
import { formatPrice } from '@parish/shared-web';
import type { ListFilters } from '../../../lib/dashboardNavigation';

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

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The counts an overview holds, in the order the office reads them: what
 * people sent, the door today, what went wrong, money. Each part is in the
 * overview only for roles that may read its list, so each item is too.
 */
export function attentionItems(overview: OfficeOverview): AttentionItem[] {
  const from = overview.week_from;
  const items: AttentionItem[] = [];
  const { messages, sign_ups: signUps, events_today: door, failed_mails: failed, gifts } = overview;
  if (messages) {
    const contact = (source: string): AttentionTarget => ({
      section: 'contact',
      filters: { contactMessages: { from, source } },
    });
    items.push(
      {
        key: 'messages',
        count: messages.form,
        label: plural(
          messages.form,
          'message from the contact form',
          'messages from the contact form',
        ),
        linkText: 'Open the messages',
        target: contact('form'),
      },
      {
        key: 'prayer-requests',
        count: messages.prayer_request,
        label: plural(messages.prayer_request, 'prayer request', 'prayer requests'),
        linkText: 'Open the prayer requests',
        target: contact('prayer_request'),
      },
      {
        key: 'questions',
        count: messages.question,
        label: plural(messages.question, 'question from the chat', 'questions from the chat'),
        linkText: 'Open the questions',
        target: contact('question'),
      },
    );
  }
  if (signUps) {
    const count = signUps.ministry_interests + signUps.course_registrations;
    items.push({
      key: 'sign-ups',
      count,
      label: plural(count, 'sign-up', 'sign-ups'),
      detail: `${signUps.ministry_interests} for a ministry, ${signUps.course_registrations} for a course`,
      linkText: 'Open the sign-ups',
      target: {
        section: 'signups',
        filters: { ministryInterests: { from }, courseRegistrations: { from } },
      },
    });
  }
  if (door) {
    items.push({
      key: 'events-today',
      count: door.events,
      label: plural(door.events, 'event today', 'events today'),
      detail: `${door.tickets} ${plural(door.tickets, 'ticket', 'tickets')}, ${door.checked_in} checked in`,
      linkText: 'Open the check-in',
      target: { href: '/admin/check-in' },
    });
  }
  if (failed) {
    items.push({
      key: 'failed-mails',
      count: failed.count,
      label: plural(failed.count, 'mail that failed', 'mails that failed'),
      linkText: 'Open the failed mails',
      target: { section: 'mail', filters: { mail: { status: 'failed', from } } },
    });
  }
  if (gifts) {
    items.push({
      key: 'gifts',
      count: gifts.count,
      label: plural(gifts.count, 'gift', 'gifts'),
      detail: `${formatPrice(gifts.total_cents / 100)} in all`,
      linkText: 'Open the gifts',
      target: { section: 'giving', filters: { gifts: { from } } },
    });
  }
  return items;
}
