import { Typography } from '@mui/material';
import { useT } from '../i18n/messages';

/**
 * Said once, discreetly, on a page in another language than English that
 * shows some of the office's texts in English because they have no
 * translation yet (`localize` in shared-types lists them in `untranslated`;
 * the texts themselves carry `lang="en"`). Nothing when all are translated.
 */
export function UntranslatedNote({
  records,
}: {
  records: readonly { untranslated: readonly string[] }[];
}) {
  const t = useT();
  if (!records.some((record) => record.untranslated.length > 0)) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {t('shared-web.untranslated.note')}
    </Typography>
  );
}
