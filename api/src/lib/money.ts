/** The database keeps money as whole cents; the JSON API shows dollars (12.5). */
export function toDollars(cents: number): number {
  return cents / 100;
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}
