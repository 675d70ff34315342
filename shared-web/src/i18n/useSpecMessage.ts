import { useCallback, useEffect, useRef, useState } from 'react';
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
 * language loads shared-types' catalogs (about 14 KiB) only once a message
 * is asked for — a form preloads them as soon as someone types in it
 * (`useSchemaForm`) — never suspending: until they arrive, a message shows
 * as written, then again in the page's language.
 */
export function useSpecMessage(): (message: string) => string {
  const language = useLanguage();
  const [loaded, setLoaded] = useState<Language | null>(null);
  const ready = loaded === language || specMessagesLoaded(language);
  // A message was asked for before the catalogs were here (set while drawing, read after).
  const asked = useRef(false);
  useEffect(() => {
    if (ready || !asked.current) return;
    let live = true;
    loadSpecMessages(language).then(
      () => {
        if (live) setLoaded(language);
      },
      // Not downloaded (offline): the messages stay as written; the next one asked tries again.
      () => {},
    );
    return () => {
      live = false;
    };
  });
  return useCallback(
    (message: string) => {
      if (ready) return translateSpecMessage(message, language);
      if (message !== '') asked.current = true;
      return message;
    },
    [ready, language],
  );
}
