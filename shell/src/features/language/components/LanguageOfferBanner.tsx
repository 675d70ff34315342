import { Alert, Button, Stack } from '@mui/material';
import { pathInLanguage, type Language } from '@parish/shared-types';
import { rememberLanguage } from '../lib/languageChoice';

/**
 * The offer is written in the language it offers, since its reader reads
 * that one (the page around it is in English): these are its only texts,
 * so they are kept here rather than in a catalog of the page's language.
 */
export const OFFER: Partial<Record<Language, { text: string; accept: string; decline: string }>> = {
  es: {
    text: 'Este sitio también está en español.',
    accept: 'Ver en español',
    decline: 'No, gracias',
  },
};

/**
 * The offer itself: loaded only when a browser is offered another language
 * (`LanguageOffer`), so the pages of every other visit carry none of it.
 */
export default function LanguageOfferBanner({
  offered,
  current,
  where,
  onDeclined,
}: {
  offered: Language;
  current: Language;
  /** The page's path, query and hash, kept in the other language. */
  where: string;
  onDeclined: () => void;
}) {
  const offer = OFFER[offered];
  if (!offer) return null;
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
            href={pathInLanguage(where, offered)}
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
              onDeclined();
            }}
          >
            {offer.decline}
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
