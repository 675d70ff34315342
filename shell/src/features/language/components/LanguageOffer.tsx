import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Stack } from '@mui/material';
import {
  chosenLanguage,
  DEFAULT_LANGUAGE,
  pathInLanguage,
  type Language,
} from '@parish/shared-types';
import { useLanguage } from '@parish/shared-web';
import { preferredLanguage, rememberLanguage } from '../lib/languageChoice';

/**
 * The offer is written in the language it offers, since its reader reads
 * that one (the page around it is in English): these are its only texts,
 * so they are kept here rather than in a catalog of the page's language.
 */
const OFFER: Partial<Record<Language, { text: string; accept: string; decline: string }>> = {
  es: {
    text: 'Este sitio también está en español.',
    accept: 'Ver en español',
    decline: 'No, gracias',
  },
};

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
  return preferred !== current && OFFER[preferred] ? preferred : null;
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

  const offer = offered ? OFFER[offered] : undefined;
  if (!offered || !offer) return null;
  return (
    <Alert
      severity="info"
      lang={offered}
      role="region"
      aria-label={offer.text}
      sx={{ borderRadius: 0, alignItems: 'center', '& .MuiAlert-message': { flexGrow: 1 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <span>{offer.text}</span>
        <Stack direction="row" spacing={1}>
          <Button
            component="a"
            href={pathInLanguage(`${pathname}${search}${hash}`, offered)}
            hrefLang={offered}
            variant="contained"
            size="small"
            onClick={() => rememberLanguage(offered)}
          >
            {offer.accept}
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={() => {
              rememberLanguage(current);
              setDeclined(true);
            }}
          >
            {offer.decline}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
