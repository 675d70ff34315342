import { ENGLISH_CONTEXT, type ResourceContext } from './resourceText';
import type { ResourceColumn } from '../types';

/**
 * A spreadsheet opens a cell starting with these as a formula; a message
 * from the public could then run one on an administrator's machine (CSV
 * injection). Such a cell is written with a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The records as CSV (RFC 4180): a header row of the columns' names (`text`
 * shows them in the page's language), then one row per record.
 */
export function toCsv<T>(
  columns: readonly ResourceColumn<T, string>[],
  records: readonly T[],
  context: ResourceContext = ENGLISH_CONTEXT,
  text: (header: string) => string = (header) => context.t(header as never),
): string {
  const rows = [
    columns.map((column) => csvCell(text(column.header))),
    ...records.map((record) => columns.map((column) => csvCell(column.value(record, context)))),
  ];
  return rows.map((row) => row.join(',')).join('\r\n') + '\r\n';
}

/**
 * Hands the CSV to the browser as a download. Called from a click only: it
 * needs `document`. The byte order mark makes spreadsheets read UTF-8.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled, not at once: some browsers read the URL later.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
