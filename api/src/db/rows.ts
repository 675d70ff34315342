/** The one row an insert or update with `returning()` wrote. */
export function single<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined)
    throw new Error('The database returned no row for a write that must return one.');
  return row;
}

/** The largest id a PostgreSQL `integer`/`serial` column holds. */
export const MAX_ID = 2_147_483_647;
