import type { AdminMessageId } from '../../lib/i18n';
import type { ResourceColumn } from '../types';

/*
 * The header is a message id (or, in a definition not translated yet, its
 * English): the column takes the header's own type.
 */

/**
 * A column of instants: sorted and exported as ISO 8601, shown in local time
 * in the page's language; empty where the record has none yet (null).
 */
export function dateTimeColumn<T, X extends string = AdminMessageId>(
  header: X,
  value: (record: T) => string | null,
): ResourceColumn<T, X> {
  return {
    header,
    value,
    render: (record, { format }) => showIfAny(value(record), format.dateTime),
  };
}

/** A column of calendar dates (`YYYY-MM-DD`): sorted and exported so, shown as `Dec 1, 2026`. */
export function dateColumn<T, X extends string = AdminMessageId>(
  header: X,
  value: (record: T) => string | null,
): ResourceColumn<T, X> {
  return { header, value, render: (record, { format }) => showIfAny(value(record), format.date) };
}

/** A column of dollar amounts: sorted as numbers, exported plain, shown as `$12.50`. */
export function priceColumn<T, X extends string = AdminMessageId>(
  header: X,
  value: (record: T) => number,
): ResourceColumn<T, X> {
  return { header, value, render: (record, { format }) => format.price(value(record)) };
}

function showIfAny(value: string | null, format: (value: string) => string): string {
  return value === null ? '' : format(value);
}
