/**
 * The pseudo-locale run (docs/i18n.md, `npm run report:pseudo`): with
 * PARISH_PSEUDO_LOCALE=1, every catalog of another language than English
 * says the English of the same id, pseudo-localized (`⟦Ŝēē ţĥē ćàĺēńďàŕ⟧`),
 * so any text on a Spanish page outside such a span was written outside
 * the catalogs. Only the literal text changes: placeholders, plural and
 * select keys and `#` are the English message's. Plain JavaScript: the
 * bundler's catalog loader imports it without our TypeScript setup.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import pseudolocale from 'pseudolocale';

export const PSEUDO_LOCALE_VARIABLE = 'PARISH_PSEUDO_LOCALE';

/** The marks around every pseudo-localized message: rare characters no catalog or data uses. */
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

/** Whether this build or process is the pseudo-locale run's. */
export function pseudoLocaleWanted(env = process.env) {
  return env[PSEUDO_LOCALE_VARIABLE] === '1';
}

// The marks go around the whole message, not each piece of text.
const PIECE = { prepend: '', append: '' };
const CHOICES = new Set(['plural', 'select', 'selectordinal']);

/**
 * @param {unknown} token a piece of Lingui's compiled form
 * @returns {unknown}
 */
function pseudoToken(token) {
  // `#` comes alone in a plural's branch: the count, kept.
  if (typeof token === 'string') return token === '#' ? token : pseudolocale(token, PIECE);
  if (!Array.isArray(token)) return token;
  const [name, kind, options] = token;
  // `[name]`, `[name, 'date']`, `[name, 'number', 'currency']`: a value, kept.
  if (!CHOICES.has(kind) || typeof options !== 'object' || options === null) return token;
  const branches = Object.fromEntries(
    Object.entries(options).map(([key, branch]) => [
      key,
      key === 'offset' ? branch : pseudoParts(branch),
    ]),
  );
  return [name, kind, branches];
}

/**
 * @param {unknown} parts
 * @returns {unknown[]}
 */
function pseudoParts(parts) {
  return (Array.isArray(parts) ? parts : [parts]).map(pseudoToken);
}

/**
 * One English ICU message, compiled (Lingui's form) and pseudo-localized.
 * @param {string} english
 * @returns {unknown[]}
 */
export function pseudoMessage(english) {
  return [PSEUDO_OPEN, ...pseudoParts(compileMessage(english)), PSEUDO_CLOSE];
}

/**
 * A whole English catalog (id → ICU message), each message compiled and pseudo-localized.
 * @param {Record<string, string>} english
 * @returns {Record<string, unknown[]>}
 */
export function pseudoCatalog(english) {
  return Object.fromEntries(Object.entries(english).map(([id, text]) => [id, pseudoMessage(text)]));
}
