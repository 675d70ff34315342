import { formatDate, formatDateTime, formatPrice } from '@parish/shared-web';
import type { ResourceColumn } from '../types';

/**
 * A column of instants: sorted and exported as ISO 8601, shown in local time;
 * empty where the record has none yet (null).
 */
export function dateTimeColumn<T>(
  header: string,
  value: (record: T) => string | null,
): ResourceColumn<T> {
  return { header, value, render: (record) => showIfAny(value(record), formatDateTime) };
}

/** A column of calendar dates (`YYYY-MM-DD`): sorted and exported so, shown as `Dec 1, 2026`. */
export function dateColumn<T>(
  header: string,
  value: (record: T) => string | null,
): ResourceColumn<T> {
  return { header, value, render: (record) => showIfAny(value(record), formatDate) };
}

/** A column of dollar amounts: sorted as numbers, exported plain, shown as `$12.50`. */
export function priceColumn<T>(header: string, value: (record: T) => number): ResourceColumn<T> {
  return { header, value, render: (record) => formatPrice(value(record)) };
}

function showIfAny(value: string | null, format: (value: string) => string): string {
  return value === null ? '' : format(value);
}
