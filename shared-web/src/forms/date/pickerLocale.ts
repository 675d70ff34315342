import { use, useMemo } from 'react';
import type { LocalizationProviderProps } from '@mui/x-date-pickers/LocalizationProvider';
import { DEFAULT_LANGUAGE, markSettled, type Language } from '@parish/shared-types';
// Through the package name, as SchemaDateField: this subpath is bundled apart from the shared singleton.
import { useSharedWebT } from '@parish/shared-web';

/** What a date field's LocalizationProvider takes for a language: dayjs's locale and the pickers' own texts. */
export interface PickerLocale {
  adapterLocale?: string;
  localeText?: LocalizationProviderProps<string>['localeText'];
}

/**
 * The pickers' month and day names, their placeholders and their buttons'
 * labels in another language than English (MUI's and dayjs's default):
 * loaded for that language's pages only, once, so English pages bundle none
 * of it (as the booking calendar's).
 */
const LOADERS: Partial<Record<Language, () => Promise<PickerLocale>>> = {
  es: async () => {
    const [, { esES }] = await Promise.all([
      import('dayjs/locale/es'),
      import('@mui/x-date-pickers/locales'),
    ]);
    return {
      adapterLocale: 'es',
      localeText: esES.components.MuiLocalizationProvider.defaultProps.localeText,
    };
  },
};

const loading = new Map<Language, Promise<PickerLocale>>();

function pickerLocaleIn(language: Language): Promise<PickerLocale> | null {
  const loader = language === DEFAULT_LANGUAGE ? undefined : LOADERS[language];
  if (!loader) return null;
  let locale = loading.get(language);
  if (!locale) {
    // A locale that fails to load leaves the field in English, and is tried again next time.
    locale = markSettled(
      loader().catch(() => {
        loading.delete(language);
        return {};
      }),
    );
    loading.set(language, locale);
  }
  return locale;
}

/**
 * Loads the date fields' locale for `language` ahead (English needs none):
 * with a page's code, so its date fields draw in its language at once.
 */
export async function loadDateFieldLocale(language: Language): Promise<void> {
  await pickerLocaleIn(language);
}

/**
 * The date fields' locale for `language` (suspends while it loads; English
 * needs nothing), with the texts MUI's locale says otherwise than the site:
 * MUI's Spanish says "tú" and drops an accent in places, the site says
 * "usted" (shared-web's catalog, `shared-web.datePicker.*`).
 */
export function usePickerLocale(language: Language): PickerLocale {
  const t = useSharedWebT();
  const pending = pickerLocaleIn(language);
  const locale = pending ? use(pending) : null;
  return useMemo(() => {
    if (!locale?.localeText) return locale ?? {};
    return {
      ...locale,
      localeText: {
        ...locale.localeText,
        openDatePickerDialogue: (date: string | null) =>
          date
            ? t('shared-web.datePicker.chooseDateChosen', { date })
            : t('shared-web.datePicker.chooseDate'),
        dateTableLabel: t('shared-web.datePicker.dateTable'),
        openPreviousView: t('shared-web.datePicker.previousView'),
        okButtonLabel: t('shared-web.datePicker.ok'),
        day: t('shared-web.datePicker.day'),
        weekDay: t('shared-web.datePicker.weekDay'),
      },
    };
  }, [locale, t]);
}
