import { localize } from '@parish/shared-types';
import {
  massIntentionMoveSchema,
  type IntentionBookMass,
  type MassIntention,
  type MassIntentionMove,
} from '@parish/shared-types/intentions';
import { api } from '../../../lib/api';
import { dateColumn } from '../../../resources/lib/columns';
import { defineResource } from '../../../resources/lib/defineResource';
import type { ResourceContext } from '../../../resources/lib/resourceText';

/** The book's days: from yesterday (so a parish west of UTC keeps its today) for 62 days. */
const BOOK_DAYS = 62;

/** An intention of the book, with the Mass it is offered at. */
type BookRow = MassIntention & { at: IntentionBookMass };

async function listBook(signal: AbortSignal): Promise<BookRow[]> {
  const from = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const book = await api.intentions.book({ from, days: BOOK_DAYS }, signal);
  // Only a book's Masses hold intentions (never a bare array's own methods).
  const masses = Array.isArray(book.masses) ? book.masses : [];
  return masses.flatMap((at) => at.intentions.map((intention) => ({ ...intention, at })));
}

/** "8:00 AM Sunday Worship, Church", in the dashboard's language where the office wrote it. */
function massLabel(mass: IntentionBookMass, { t, format }: ResourceContext): string {
  const { title, place } = localize(mass, ['title', 'place'], format.language);
  const name =
    title ??
    t(mass.kind === 'vigil_mass' ? 'admin.schedule.kind.vigil_mass' : 'admin.schedule.kind.mass');
  return `${format.time(mass.start_time)} ${name}, ${place}`;
}

const STATUS_TEXT = {
  held: 'admin.intentions.status.held',
  requested: 'admin.intentions.status.requested',
  confirmed: 'admin.intentions.status.confirmed',
  cancelled: 'admin.intentions.status.cancelled',
} as const;

/**
 * The book of Mass intentions (docs/mass-intentions.md): each intention of
 * the coming weeks under its date and Mass, with who asked, its status and
 * whether it is published. The office confirms a paid one, or moves it to
 * another Mass with room (the API refuses a full one at `mass`); the
 * requester is mailed either way.
 */
export const intentionBookResource = defineResource({
  key: 'intentionBook',
  calls: { list: 'GET /api/mass-intentions/book/' },
  label: 'admin.intentions.book.label',
  list: listBook,
  recordId: (intention) => intention.id,
  recordLabel: (intention, context) =>
    context.t('admin.intentions.book.recordLabel', {
      date: context.format.date(intention.date),
      mass: massLabel(intention.at, context),
    }),
  columns: [
    {
      header: 'admin.intentions.book.when',
      value: (intention, context) =>
        `${context.format.date(intention.date)}, ${massLabel(intention.at, context)}`,
    },
    dateColumn<BookRow>('admin.intentions.book.date', (intention) => intention.date),
    {
      header: 'admin.intentions.book.mass',
      value: (intention, context) => massLabel(intention.at, context),
    },
    { header: 'admin.intentions.book.massCode', value: (intention) => intention.mass },
    {
      header: 'admin.intentions.book.room',
      value: (intention, { t }) =>
        t('admin.intentions.book.roomValue', {
          taken: intention.at.taken,
          capacity: intention.at.capacity,
        }),
    },
    { header: 'admin.intentions.book.intention', value: (intention) => intention.intention },
    { header: 'admin.intentions.book.requestedBy', value: (intention) => intention.requested_by },
    { header: 'admin.intentions.book.email', value: (intention) => intention.email },
    {
      header: 'admin.intentions.book.status',
      value: (intention, { t }) => t(STATUS_TEXT[intention.status]),
    },
    {
      header: 'admin.intentions.book.published',
      value: (intention, { t }) =>
        t(intention.publish ? 'admin.intentions.book.yes' : 'admin.intentions.book.no'),
    },
  ],
  loadingText: 'admin.intentions.book.loading',
  emptyText: 'admin.intentions.book.empty',
  loadErrorText: 'admin.intentions.book.loadError',
  csvFile: 'mass-intentions',
  rowActions: [
    {
      label: 'admin.intentions.confirm.label',
      call: 'POST /api/mass-intentions/:id/confirm/',
      visible: (intention) => intention.status === 'requested',
      run: (intention) => api.intentions.confirm(intention.id),
      doneText: 'admin.intentions.confirm.done',
      failureText: 'admin.intentions.confirm.failed',
    },
    {
      label: 'admin.intentions.move.label',
      call: 'POST /api/mass-intentions/:id/move/',
      visible: (intention) => intention.status === 'requested' || intention.status === 'confirmed',
      run: (intention, input) => api.intentions.move(intention.id, input as MassIntentionMove),
      form: {
        title: 'admin.intentions.move.title',
        schema: massIntentionMoveSchema,
        fields: {
          date: { label: 'admin.intentions.move.date', kind: 'date' },
          mass: {
            label: 'admin.intentions.move.mass',
            kind: 'text',
            hint: 'admin.intentions.move.massHint',
          },
        },
        submitLabel: 'admin.intentions.move.submit',
        busyLabel: 'admin.intentions.move.busy',
      },
      formValues: (intention) => ({ date: intention.date, mass: intention.mass }),
      doneText: 'admin.intentions.move.done',
      failureText: 'admin.intentions.move.failed',
    },
  ],
});
