import { useLocation } from 'react-router';
import { Button, ListItemButton, ListItemText } from '@mui/material';
import Translate from '@mui/icons-material/Translate';
import { LANGUAGE_NAMES, switchAddress } from '@parish/shared-types';
import { useLanguage } from '@parish/shared-web';
import { otherLanguages, rememberLanguage } from '../lib/languageChoice';

/**
 * The page you are on in the other language: a plain link (the page loads
 * in its language from the server), named in that language, which
 * remembers the choice: here, and by the site's server from the link's
 * address when it is tapped before the page is taken over.
 * `inMenu`: as an entry of the phone's menu sheet.
 */
export function LanguageSwitch({ inMenu = false }: { inMenu?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const current = useLanguage();
  return otherLanguages(current).map((language) => {
    const link = {
      href: switchAddress(`${pathname}${search}${hash}`, language),
      hrefLang: language,
      lang: language,
      onClick: () => rememberLanguage(language),
    };
    return inMenu ? (
      <ListItemButton key={language} component="a" {...link} sx={{ px: 2, py: 1.5 }}>
        <Translate fontSize="small" sx={{ mr: 1.5 }} aria-hidden />
        <ListItemText primary={LANGUAGE_NAMES[language]} />
      </ListItemButton>
    ) : (
      <Button
        key={language}
        component="a"
        {...link}
        color="inherit"
        startIcon={<Translate aria-hidden />}
        sx={{ display: { xs: 'none', md: 'inline-flex' }, whiteSpace: 'nowrap' }}
      >
        {LANGUAGE_NAMES[language]}
      </Button>
    );
  });
}
