import { use } from 'react';
import type { LocalizationProviderProps } from '@mui/x-date-pickers/LocalizationProvider';
import { DEFAULT_LANGUAGE, markSettled, type Language } from '@parish/shared-types';

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
      localeText: {
        ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
        // MUI's Spanish says "tú" and drops an accent in places: the site says "usted".
        openDatePickerDialogue: (date: string | null) =>
          date ? `Elija una fecha; la fecha elegida es ${date}` : 'Elija una fecha',
        dateTableLabel: 'elija una fecha',
        openPreviousView: 'Abrir la vista anterior',
        okButtonLabel: 'Aceptar',
        day: 'Día',
        weekDay: 'Día de la semana',
      },
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

/** The date fields' locale for `language` (suspends while it loads; English needs nothing). */
export function usePickerLocale(language: Language): PickerLocale {
  const locale = pickerLocaleIn(language);
  return locale ? use(locale) : {};
}
