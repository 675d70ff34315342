import { use } from 'react';
import type { LocalizationProviderProps } from '@mui/x-date-pickers';
import { DEFAULT_LANGUAGE, markSettled, type Language } from '@parish/shared-types';

/** What the calendar's LocalizationProvider takes for a language: dayjs's locale and the pickers' own texts. */
export interface PickerLocale {
  adapterLocale?: string;
  localeText?: LocalizationProviderProps<string>['localeText'];
}

/**
 * The calendar's month and day names and its buttons' labels in Spanish:
 * loaded for Spanish pages only (English is MUI's and dayjs's default), once.
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
    // A locale that fails to load leaves the calendar in English, and is tried again next time.
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

/** Loads the picker's locale for `language` ahead (before the calendar page is drawn or taken over). */
export async function loadPickerLocale(language: Language): Promise<void> {
  await pickerLocaleIn(language);
}

/** The picker's locale for `language` (suspends while it loads; English needs nothing). */
export function usePickerLocale(language: Language): PickerLocale {
  const locale = pickerLocaleIn(language);
  return locale ? use(locale) : {};
}
