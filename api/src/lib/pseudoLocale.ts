import { DEFAULT_LANGUAGE, LANGUAGES, makeSpecCatalogsFromEnglish } from '@parish/shared-types';
import { replaceApiCatalog } from './i18n';

/**
 * The pseudo-locale run (`npm run report:pseudo`, docs/i18n.md): with
 * PARISH_PSEUDO_LOCALE=1 the API says every other language than English in
 * pseudo-localized English (`⟦Ŕēǫũĩŕēď⟧`), as the pages' builds do, so its
 * error bodies and mails are checked too. The transform is the build's
 * (tooling), loaded only then: a production API never imports it.
 */
export async function usePseudoLocaleIfAsked(env: NodeJS.ProcessEnv): Promise<boolean> {
  if (env.PARISH_PSEUDO_LOCALE !== '1') return false;
  const { pseudoCatalog } = await import('@parish/tooling/pseudo-locale');
  for (const language of LANGUAGES) {
    if (language !== DEFAULT_LANGUAGE) {
      replaceApiCatalog(language, (english) => pseudoCatalog(english as Record<string, string>));
    }
  }
  makeSpecCatalogsFromEnglish(pseudoCatalog);
  return true;
}
