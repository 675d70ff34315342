import { formatDateTime, formatPrice } from '@parish/shared-web';
import type { ResourceColumn } from '../types';

/** A column of instants: sorted and exported as ISO 8601, shown in local time. */
export function dateTimeColumn<T>(header: string, value: (record: T) => string): ResourceColumn<T> {
  return { header, value, render: (record) => formatDateTime(value(record)) };
}

/** A column of dollar amounts: sorted as numbers, exported plain, shown as `$12.50`. */
export function priceColumn<T>(header: string, value: (record: T) => number): ResourceColumn<T> {
  return { header, value, render: (record) => formatPrice(value(record)) };
}
