import { Box, Typography } from '@mui/material';
import { DEFAULT_LANGUAGE } from '@parish/shared-types';
import { useLanguage, visuallyHidden } from '@parish/shared-web';
import { useDailyVerse } from '../api/dailyVerse';
import { useT } from '../../../lib/i18n';

/**
 * The daily verse above the header, as 'text — reference' (spec section 1).
 * Its height is fixed (two lines on phones, one on wider screens, longer
 * verses are clamped with the full text in the tooltip), so the page never
 * shifts when the verse arrives.
 */
export function DailyVerseBar() {
  const t = useT();
  const language = useLanguage();
  const verse = useDailyVerse();
  const text =
    verse.status === 'loading'
      ? t('shell.verse.loading')
      : verse.status === 'error'
        ? t('shell.verse.failed')
        : `${verse.text} — ${verse.reference}`;

  return (
    <Box
      sx={{
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
        px: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: { xs: 48, md: 32 },
      }}
    >
      <Typography
        role="status"
        title={verse.status === 'success' ? text : undefined}
        sx={{
          fontSize: '0.8125rem',
          lineHeight: 1.5,
          fontStyle: verse.status === 'success' ? 'italic' : 'normal',
          textAlign: 'center',
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: { xs: 2, md: 1 },
        }}
      >
        {/* Says what the line of text is. */}
        <Box component="span" sx={visuallyHidden}>
          {t('shell.verse.label')}{' '}
        </Box>
        {/* The verses are English (bundled, and the verse service's): said so on other pages. */}
        {verse.status === 'success' && language !== DEFAULT_LANGUAGE ? (
          <span lang={DEFAULT_LANGUAGE}>{text}</span>
        ) : (
          text
        )}
      </Typography>
    </Box>
  );
}
