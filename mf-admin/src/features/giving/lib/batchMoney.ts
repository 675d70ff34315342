/**
 * Money as the treasurer types it ('1,234.50', '$20', '5.5') in whole cents
 * (123450, 2000, 550), as the batches' API takes it. Blank stays blank and
 * anything else is handed on as typed, for the schema to refuse at its field.
 */
export function centsFromDollars(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const match = /^\s*\$?\s*(\d+(?:,\d{3})*)(?:\.(\d{1,2}))?\s*$/.exec(typed);
  if (!match) return typed.trim();
  const [, dollars = '0', cents = ''] = match;
  return Number(dollars.replaceAll(',', '')) * 100 + Number(cents.padEnd(2, '0'));
}

/** Cents as the money field shows them for editing: 123450 → '1234.50'. */
export function dollarsFromCents(cents: number | null): string {
  return cents === null ? '' : (cents / 100).toFixed(2);
}
