import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Stack } from '@mui/material';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '@parish/shared-types';
import { useLanguage } from '@parish/shared-web';
import { chosenLanguage, preferredLanguage, rememberLanguage } from '../lib/languageChoice';

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
export function LanguageOffer() {
  const current = useLanguage();
  const { pathname, search, hash } = useLocation();
  const [offered, setOffered] = useState<Language | null>(null);

  useEffect(() => {
    if (current !== DEFAULT_LANGUAGE || chosenLanguage(document.cookie)) return;
    const preferred = preferredLanguage(navigator.languages ?? [navigator.language]);
    if (preferred !== current && OFFER[preferred]) setOffered(preferred);
  }, [current]);

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
              setOffered(null);
            }}
          >
            {offer.decline}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
