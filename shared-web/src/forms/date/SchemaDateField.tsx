import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, type ReactNode } from 'react';
import type { Language } from '@parish/shared-types';
// Through the package name: this subpath is bundled apart from the shared
// singleton, whose page language and texts it must read.
import { useLanguage, useSharedWebT } from '@parish/shared-web';
import type { FieldPath } from '../paths';
import type { FormValues, SchemaForm } from '../useSchemaForm';
import { usePickerLocale, type PickerLocale } from './pickerLocale';

/** How a date is typed and kept: the ISO day the schemas and the API take. */
export const DATE_FIELD_FORMAT = 'YYYY-MM-DD';

/**
 * What a date the picker reports as invalid is kept as: text the schema's
 * date check refuses, so the form shows its message at the field. (A date
 * whose parts are not all typed yet is no date: the field holds '' until
 * then, and a required one says so.)
 */
export const UNFINISHED_DATE = 'unfinished date';

export interface SchemaDateFieldProps<V extends FormValues> {
  form: SchemaForm<V>;
  name: FieldPath<V>;
  label: string;
  hint?: ReactNode;
  /** Taken from the schema unless given. */
  required?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
}

/** The form's text for a picked day: its ISO date, nothing, or an unfinished one. */
export function dateFieldText(day: Dayjs | null): string {
  if (day === null) return '';
  return day.isValid() ? day.format(DATE_FIELD_FORMAT) : UNFINISHED_DATE;
}

/**
 * A date field of a schema form drawn with MUI X's DatePicker (dayjs): typed
 * from the keyboard a part at a time (year, month, day; arrows change the
 * part, Tab moves on), or picked in the calendar its button opens. The form
 * keeps the ISO date as text, as a plain date field would, so the schema
 * checks it; its error shows at the field and is announced with it.
 * In the page's language: the calendar's month and day names, the parts'
 * placeholders and its buttons (MUI's and dayjs's locale, loaded for that
 * language only: `loadDateFieldLocale` loads it ahead with a page's code;
 * until it is in, the field draws in English).
 */
export function SchemaDateField<V extends FormValues>(props: SchemaDateFieldProps<V>) {
  const language = useLanguage();
  return (
    <Suspense fallback={<DateField {...props} locale={{}} />}>
      <LocalizedDateField {...props} language={language} />
    </Suspense>
  );
}

function LocalizedDateField<V extends FormValues>({
  language,
  ...props
}: SchemaDateFieldProps<V> & { language: Language }) {
  return <DateField {...props} locale={usePickerLocale(language)} />;
}

function DateField<V extends FormValues>(
  props: SchemaDateFieldProps<V> & { locale: PickerLocale },
) {
  const t = useSharedWebT();
  const { form, name, label, hint, size, locale } = props;
  const error = form.errorOf(name);
  const required = props.required ?? form.isRequired(name);
  const text = form.valueOf(name) as unknown;
  const day = typeof text === 'string' && text !== '' ? dayjs(text) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} {...locale}>
      <DatePicker
        label={label}
        name={name}
        format={DATE_FIELD_FORMAT}
        value={day?.isValid() ? day : null}
        onChange={(picked: Dayjs | null) => form.setValue(name, dateFieldText(picked) as never)}
        disabled={form.busy || props.disabled === true}
        slotProps={{
          textField: {
            size,
            required,
            error: error !== undefined,
            helperText: error ?? hint,
            fullWidth: true,
          },
          openPickerButton: {
            'aria-label': t('shared-web.forms.chooseDate', { label: label.toLowerCase() }),
          },
        }}
      />
    </LocalizationProvider>
  );
}
