import type { ZodType } from 'zod';
import { isOmittedWhenBlank, schemaFieldNames, translatedField } from '@parish/shared-types';
import type { FormValues } from '@parish/shared-web';
import type { AnyAdminResource, FormField, ResourceField } from '../types';

/**
 * A resource's field by name; the schemas and the definition must agree on
 * the names. A translation (`title_es`) is edited as its English field is.
 */
export function fieldOf(resource: AnyAdminResource, name: string): FormField {
  const fields = resource.fields as Record<string, FormField> | undefined;
  const field = fields?.[name] ?? fields?.[translatedField(name)?.field ?? ''];
  if (!field) throw new Error(`The "${resource.key}" resource has no field "${name}".`);
  return field;
}

/** A form's field names in rows: each English field with its translations (`title_es`) beside it. */
export function formRows(names: readonly string[]): { name: string; translations: string[] }[] {
  const rows = new Map<string, string[]>();
  for (const name of names) {
    const translated = translatedField(name);
    const english = translated && rows.get(translated.field);
    if (english) english.push(name);
    else rows.set(name, []);
  }
  return [...rows].map(([name, translations]) => ({ name, translations }));
}

/** A field's value on a new record: empty, unchecked, no file; a select without a placeholder its first option. */
function emptyValue(field: FormField): unknown {
  if (field.kind === 'file') return null;
  // No record is chosen for the office: the first one would be a guess.
  if (field.kind === 'record') return field.multiple ? [] : '';
  if (field.kind === 'checkbox') return false;
  if (field.kind === 'checkboxes') return [];
  if (field.kind === 'select' && field.placeholder === undefined)
    return field.options[0]?.value ?? '';
  return '';
}

/** A record's value as its field edits it (a password is never shown, only replaced). */
function editedValue(field: FormField, value: unknown): unknown {
  if (field.kind === 'password' || field.kind === 'file') return emptyValue(field);
  if (field.kind === 'checkbox') return value === true;
  if (field.kind === 'checkboxes') return Array.isArray(value) ? [...(value as unknown[])] : [];
  // The records' ids as the checkboxes' values are: text.
  if (field.kind === 'record' && field.multiple)
    return Array.isArray(value) ? (value as unknown[]).map(String) : [];
  if (value === null || value === undefined) return '';
  if (field.kind === 'money' && typeof value === 'number') return value.toFixed(2);
  // The API's HH:MM:SS, as the time input shows it.
  if (field.kind === 'time' && typeof value === 'string') return value.slice(0, 5);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The values a form starts with: one per field of its schema, taken from
 * `record` when it edits one, else empty.
 */
export function formValues(
  resource: AnyAdminResource,
  schema: ZodType,
  record?: unknown,
): FormValues {
  const values: FormValues = {};
  for (const name of schemaFieldNames(schema)) {
    const field = fieldOf(resource, name);
    values[name] =
      record === undefined
        ? emptyValue(field)
        : editedValue(field, (record as Record<string, unknown>)[name]);
  }
  return values;
}

/**
 * What a form sends its schema: its fields, except a blank one the schema
 * takes as "leave it as it is" (an edit's optional image), which is left out.
 */
export function formInput(schema: ZodType, values: FormValues): FormValues {
  const input: FormValues = {};
  for (const name of schemaFieldNames(schema)) {
    if (values[name] === '' && isOmittedWhenBlank(schema, name)) continue;
    input[name] = values[name];
  }
  return input;
}

/**
 * A field as the form shows it: its label, hint, placeholder and options'
 * labels in the page's language (`text`, from `resourceText`).
 */
export function shownField(
  field: ResourceField,
  text: (text: string) => string,
): ResourceField<string>;
export function shownField(field: FormField, text: (text: string) => string): FormField<string>;
export function shownField(field: FormField, text: (text: string) => string): FormField<string> {
  const shown: FormField<string> = {
    ...field,
    label: text(field.label),
    hint: field.hint === undefined ? undefined : text(field.hint),
  };
  if (shown.kind === 'select' || shown.kind === 'checkboxes')
    shown.options = shown.options.map((option) => ({ ...option, label: text(option.label) }));
  if ((shown.kind === 'select' || shown.kind === 'record') && shown.placeholder !== undefined)
    shown.placeholder = text(shown.placeholder);
  if (shown.kind === 'file' && shown.buttonLabel !== undefined)
    shown.buttonLabel = text(shown.buttonLabel);
  return shown;
}
