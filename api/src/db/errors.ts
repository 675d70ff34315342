/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';
/**
 * Text the database cannot store: 22021 character_not_in_repertoire (NUL,
 * which PostgreSQL's text refuses) and 22P05 untranslatable_character.
 */
const UNSTORABLE_TEXT = ['22021', '22P05'];

/** Whether a database error (drizzle wraps the driver's in `cause`) has one of `codes`. */
function hasSqlState(error: unknown, codes: readonly string[]): boolean {
  let current: unknown = error;
  while (typeof current === 'object' && current !== null) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Whether a database error is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, [UNIQUE_VIOLATION]);
}

/**
 * Whether the database refused text a request sent (e.g. a NUL the input
 * schemas should have caught): the client's mistake, not a server failure.
 */
export function isUnstorableText(error: unknown): boolean {
  return hasSqlState(error, UNSTORABLE_TEXT);
}
