/**
 * Compiles a message catalog (`src/…/locales/<language>.json`) for the
 * browser and the server builds: each ICU message becomes Lingui's compiled
 * form, so pages format messages without shipping a parser. A message that
 * does not parse fails the build, naming it.
 *
 * Another language's catalog is compiled without its ids: its messages in
 * the order of the English catalog beside it (`null` where one is missing),
 * since a page in that language downloads the English ids with the code
 * anyway (shared-types' `keyedCatalog` reads it back). In the pseudo-locale
 * run's build (PARISH_PSEUDO_LOCALE=1) it says that English, pseudo-localized
 * (../i18n/pseudoLocale.mjs). (Plain JavaScript: the bundler loads loaders
 * itself, without our TypeScript setup.)
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { pseudoCatalog, pseudoLocaleWanted } from '../i18n/pseudoLocale.mjs';

const SOURCE_LANGUAGE = 'en';

/**
 * @param {Record<string, string>} catalog
 * @param {string} file
 * @returns {Record<string, unknown>}
 */
function compileCatalog(catalog, file) {
  /** @type {Record<string, unknown>} */
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: message "${id}" does not parse`, { cause: error });
    }
  }
  return compiled;
}

/** @this {{ resourcePath: string, addDependency: (file: string) => void }} */
export default function catalogLoader(/** @type {string} */ source) {
  const englishFile = path.join(path.dirname(this.resourcePath), `${SOURCE_LANGUAGE}.json`);
  if (path.basename(this.resourcePath) === `${SOURCE_LANGUAGE}.json` || !existsSync(englishFile)) {
    return JSON.stringify(compileCatalog(JSON.parse(source), this.resourcePath));
  }
  this.addDependency(englishFile);
  const english = /** @type {Record<string, string>} */ (
    JSON.parse(readFileSync(englishFile, 'utf8'))
  );
  const compiled = pseudoLocaleWanted()
    ? pseudoCatalog(english)
    : compileCatalog(JSON.parse(source), this.resourcePath);
  return JSON.stringify(Object.keys(english).map((id) => compiled[id] ?? null));
}
