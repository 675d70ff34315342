import { useCallback, useEffect, useState } from 'react';
import {
  loadSpecMessages,
  specMessagesLoaded,
  translateSpecMessage,
  type Language,
} from '@parish/shared-types';
import { useLanguage } from './translations';

/**
 * The spec's messages (a schema's validation message, the API's words) in
 * the page's language: `const say = useSpecMessage(); say(error)`. They are
 * recognised by their English (shared-types' catalog, docs/i18n.md); any
 * other text shows as it is. English pages load nothing. A page in another
 * language loads shared-types' catalogs when a component using this first
 * draws (a form, before anyone has typed), never suspending: until they
 * arrive, a message shows as written, then again in the page's language.
 */
export function useSpecMessage(): (message: string) => string {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Language | null>(null);
  const ready = loaded === language || specMessagesLoaded(language);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadSpecMessages(language).then(
      () => {
        if (live) setLoaded(language);
      },
      // Not downloaded (offline): the messages stay as written; the next form tries again.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [language, ready]);
  return useCallback(
    (message: string) => (ready ? translateSpecMessage(message, language) : message),
    [ready, language],
  );
}
