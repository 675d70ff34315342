import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { chosenLanguage, DEFAULT_LANGUAGE, type Language } from '@parish/shared-types';
import { useLanguage } from '@parish/shared-web';
import { preferredLanguage } from '../lib/languageChoice';

/** The languages an offer is written in (`LanguageOfferBanner`'s texts). */
const OFFERED: readonly Language[] = ['es'];

const LanguageOfferBanner = lazy(() => import('./LanguageOfferBanner'));

/**
 * A first visit whose browser prefers another of the site's languages is
 * offered this page in it, never sent there without asking (and search
 * engines see every language). Either answer is remembered, so the offer
 * is made once. Decided after the page is taken over: the server knows
 * nothing of the browser's languages, and the page it drew stays as it was.
 */
/** The language to offer this browser on a page in `current`, if any (read in the browser only). */
function languageToOffer(current: Language): Language | null {
  if (current !== DEFAULT_LANGUAGE || chosenLanguage(document.cookie)) return null;
  const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
  return preferred !== current && OFFERED.includes(preferred) ? preferred : null;
}

/** Neither the cookie nor the browser's languages change under a page. */
const unchanging = () => () => {};

export function LanguageOffer() {
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  // The server's answer (and so the first one while taking the page over) is "none".
  const toOffer = useSyncExternalStore(
    unchanging,
    () => languageToOffer(current),
    () => null,
  );
  const [declined, setDeclined] = useState(false);
  const offered = declined ? null : toOffer;
  if (!offered) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBanner
        offered={offered}
        current={current}
        where={`${pathname}${search}${hash}`}
        onDeclined={() => setDeclined(true)}
      />
    </Suspense>
  );
}
