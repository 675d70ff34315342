/**
 * `@parish/shared-web/date-fields`: form fields drawn with MUI X's date
 * pickers. A subpath of its own, outside the shared singleton's root, so
 * only the app that draws one (the dashboard) bundles the pickers.
 */
export {
  DATE_FIELD_FORMAT,
  dateFieldText,
  SchemaDateField,
  UNFINISHED_DATE,
  type SchemaDateFieldProps,
} from './SchemaDateField';
export { loadDateFieldLocale, usePickerLocale, type PickerLocale } from './pickerLocale';
