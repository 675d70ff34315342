import { Box, TextField } from '@mui/material';
import { SCHEDULE_KINDS, SCHEDULE_LANGUAGES } from '@parish/shared-types';
import type { KindFilter, LanguageFilter, ScheduleFilters as Filters } from '../lib/filters';
import { useT } from '../lib/i18n';
import { KIND_NAMES, LANGUAGE_NAMES } from '../lib/scheduleCopy';

/**
 * The kind and language chosen, as two labelled selects: the browser's own
 * (native), so a keyboard, a screen reader and a phone's picker work them
 * as any select, and they take little room on a phone.
 */
export function ScheduleFilters({
  filters,
  onChoose,
}: {
  filters: Filters;
  onChoose: (name: keyof Filters, value: KindFilter | LanguageFilter) => void;
}) {
  const t = useT();
  return (
    <Box
      role="group"
      aria-label={t('content.massTimes.filter.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 4 }}
    >
      <TextField
        select
        id="mass-times-kind"
        name="kind"
        label={t('content.massTimes.filter.kind')}
        value={filters.kind}
        onChange={(event) => onChoose('kind', event.target.value as KindFilter)}
        slotProps={{ select: { native: true } }}
        sx={{ flex: '1 1 14rem', maxWidth: { sm: '20rem' } }}
      >
        <option value="all">{t('content.massTimes.filter.kind.all')}</option>
        {SCHEDULE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(KIND_NAMES[kind])}
          </option>
        ))}
      </TextField>
      <TextField
        select
        id="mass-times-language"
        name="language"
        label={t('content.massTimes.filter.language')}
        value={filters.language}
        onChange={(event) => onChoose('language', event.target.value as LanguageFilter)}
        slotProps={{ select: { native: true } }}
        sx={{ flex: '1 1 14rem', maxWidth: { sm: '20rem' } }}
      >
        <option value="all">{t('content.massTimes.filter.language.all')}</option>
        {SCHEDULE_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t(LANGUAGE_NAMES[language])}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
