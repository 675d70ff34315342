/**
 * Compiles a message catalog (`src/…/locales/<language>.json`) for the
 * browser and the server builds: each ICU message becomes Lingui's compiled
 * form, so pages format messages without shipping a parser. A message that
 * does not parse fails the build, naming it. (Plain JavaScript: the bundler
 * loads loaders itself, without our TypeScript setup.)
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** @this {{ resourcePath: string }} */
export default function catalogLoader(/** @type {string} */ source) {
  const catalog = /** @type {Record<string, string>} */ (JSON.parse(source));
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message "${id}" does not parse`, { cause: error });
    }
  }
  return JSON.stringify(compiled);
}
