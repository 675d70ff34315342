import { ENGLISH_CONTEXT, type ResourceContext } from './resourceText';
import type { ResourceColumn } from '../types';

/** Beyond the spec: lists page past this many rows. */
export const ROWS_PER_PAGE = 25;

export type SortDirection = 'asc' | 'desc';
export interface SortOrder {
  /** The column's index in the resource's columns. */
  column: number;
  direction: SortDirection;
}

const collators = new Map<string, Intl.Collator>();

/** Text ordered as readers of the page's language expect ('Item 2' before 'Item 10'). */
function collatorFor(language: string): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
    collators.set(language, collator);
  }
  return collator;
}

/**
 * The records a search keeps: every word of the query must appear in one of
 * the columns' values (case and accents aside), in any order.
 */
export function searchRecords<T>(
  records: readonly T[],
  columns: readonly ResourceColumn<T, string>[],
  query: string,
  context: ResourceContext = ENGLISH_CONTEXT,
): T[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...records];
  return records.filter((record) => {
    const text = columns
      .map((column) => normalise(String(column.value(record, context) ?? '')))
      .join('\n');
    return words.every((word) => text.includes(word));
  });
}

function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The records ordered by one column: numbers as numbers, text as people
 * read it ('Item 2' before 'Item 10'), empty cells last either way. Equal
 * values keep the list's own order.
 */
export function sortRecords<T>(
  records: readonly T[],
  columns: readonly ResourceColumn<T, string>[],
  order: SortOrder | null,
  context: ResourceContext = ENGLISH_CONTEXT,
): T[] {
  const column = order ? columns[order.column] : undefined;
  if (!order || !column) return [...records];
  const sign = order.direction === 'asc' ? 1 : -1;
  const collator = collatorFor(context.format.language);
  return records
    .map((record, index) => ({ record, index, value: column.value(record, context) }))
    .sort((a, b) => {
      const empty = Number(isEmpty(a.value)) - Number(isEmpty(b.value));
      if (empty !== 0) return empty;
      return sign * compareValues(collator, a.value, b.value) || a.index - b.index;
    })
    .map(({ record }) => record);
}

function isEmpty(value: string | number | null): boolean {
  return value === null || value === '';
}

function compareValues(
  collator: Intl.Collator,
  a: string | number | null,
  b: string | number | null,
): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

/** The next order when a column's header is chosen: ascending first, then descending. */
export function nextSortOrder(current: SortOrder | null, column: number): SortOrder {
  return current?.column === column && current.direction === 'asc'
    ? { column, direction: 'desc' }
    : { column, direction: 'asc' };
}

/** One page of the records (counted from 0). */
export function pageOf<T>(records: readonly T[], page: number, rowsPerPage: number): T[] {
  return records.slice(page * rowsPerPage, (page + 1) * rowsPerPage);
}
